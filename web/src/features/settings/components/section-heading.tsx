import type { ReactNode } from 'react';

/** The heading of a block on a settings page; the shell's header already names the page. */
export function SectionHeading({
  id,
  title,
  description,
  action,
}: {
  id?: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
      <div className="min-w-0 flex-1 basis-64">
        <h2 id={id} className="font-display text-xl font-semibold tracking-tight">
          {title}
        </h2>
        {description && <p className="mt-1 text-[15px] text-muted-foreground">{description}</p>}
      </div>
      {action}
    </div>
  );
}
