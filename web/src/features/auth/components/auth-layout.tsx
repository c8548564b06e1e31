import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/ui/logo';
import { PetalPattern } from './petal-pattern';

const points = [
  'Orders from the counter to the doorstep',
  'Stock that knows what each bouquet cost',
  'A storefront that takes orders while you work',
];

/** Sign-in and sign-up: a brand panel beside the form on wide screens, the form alone on phones. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh bg-background">
      <aside className="relative hidden w-[44%] max-w-[620px] flex-col justify-between overflow-hidden bg-[#1f5c46] p-12 text-white lg:flex dark:bg-[#15392c]">
        <PetalPattern className="pointer-events-none absolute -right-40 -bottom-40 size-[560px] text-[#f4c7cc]" />
        <Link to="/" className="relative inline-flex items-center gap-2.5 self-start rounded-lg">
          <LogoMark className="size-9 [&_rect]:fill-white/12" />
          <span className="font-display text-2xl font-semibold">Petal</span>
        </Link>
        <div className="relative max-w-md">
          <p className="font-display text-[40px] leading-[1.1] font-medium tracking-tight">
            The calm back office for busy flower shops.
          </p>
          <ul className="mt-8 space-y-3 text-[15px] text-white/85">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-3">
                <span className="flex size-6 items-center justify-center rounded-full bg-white/12">
                  <Check className="size-3.5" aria-hidden="true" />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-white/60">Made for florists, by people who love flowers.</p>
      </aside>
      <main className="flex flex-1 flex-col px-5 py-8 sm:px-8">
        <Link
          to="/"
          aria-label="Petal home"
          className="inline-flex min-h-11 items-center gap-2.5 self-start rounded-lg lg:hidden"
        >
          <LogoMark />
          <span className="font-display text-[22px] font-semibold tracking-tight">Petal</span>
        </Link>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10">{children}</div>
      </main>
    </div>
  );
}
