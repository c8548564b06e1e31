import { cn } from '../../lib/cn';

/** The five-petal mark; colours follow the theme through currentColor and the rose variable. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="64" height="64" rx="16" className="fill-primary" />
      <g transform="translate(32 30)" className="fill-[#f4c7cc] dark:fill-[#0f2a20]">
        {[0, 72, 144, 216, 288].map((angle) => (
          <ellipse key={angle} rx="7" ry="13" transform={`rotate(${angle}) translate(0 -9)`} />
        ))}
      </g>
      <circle cx="32" cy="30" r="5" className="fill-[#fbf3e4] dark:fill-[#f4c7cc]" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="font-display text-[22px] font-semibold tracking-tight text-foreground">Petal</span>
    </span>
  );
}
