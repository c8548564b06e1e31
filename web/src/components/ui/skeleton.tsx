import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A grey block where content will be. Skeletons take the size of what replaces them, so nothing
 * moves when the data arrives; the pulse stops for people who asked for less motion.
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('rounded-lg bg-muted motion-safe:animate-pulse', className)} />
  );
}

/** The one thing a screen reader hears while the blocks inside stand in for the content. */
export function SkeletonRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** Rows of a list: cards on phones, table rows from `wideFrom`, each the height of a real one. */
export function ListSkeleton({
  label,
  rows = 6,
  rowClassName = 'h-[5.5rem] lg:h-[3.25rem]',
  className,
}: {
  label: string;
  rows?: number;
  rowClassName?: string;
  className?: string;
}) {
  return (
    <SkeletonRegion label={label} className={cn('space-y-2.5', className)}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <Skeleton key={index} className={cn('w-full rounded-2xl', rowClassName)} />
      ))}
    </SkeletonRegion>
  );
}

/** A page of cards: a heading line, then blocks the size of the page's sections. */
export function PageSkeleton({
  label,
  blocks = ['h-40', 'h-64'],
  className,
}: {
  label: string;
  /** The height of each section, in Tailwind classes. */
  blocks?: string[];
  className?: string;
}) {
  return (
    <SkeletonRegion label={label} className={cn('mx-auto w-full max-w-5xl space-y-5', className)}>
      <Skeleton className="h-8 w-56" />
      {blocks.map((height, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <Skeleton key={index} className={cn('w-full rounded-2xl', height)} />
      ))}
    </SkeletonRegion>
  );
}

/** Cards in a grid: a square photo and two lines of text each, in the grid the products use. */
export function GridSkeleton({
  label,
  cards = 10,
  className = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5',
}: {
  label: string;
  cards?: number;
  className?: string;
}) {
  return (
    <SkeletonRegion label={label} className={className}>
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <div key={index} className="overflow-hidden rounded-2xl border border-border bg-surface">
          <Skeleton className="aspect-square w-full rounded-none" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </SkeletonRegion>
  );
}
