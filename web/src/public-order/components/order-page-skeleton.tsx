import { Skeleton, SkeletonRegion } from '../../components/ui/skeleton';

/**
 * The customer's page before the order arrives: the shop's header and the form's first cards, in
 * their places, so the page does not jump when the order is drawn.
 */
export function OrderPageSkeleton() {
  return (
    <SkeletonRegion label="Loading your order" className="w-full">
      <div className="flex flex-col items-center">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-2 h-9 w-64 sm:h-10" />
        <Skeleton className="mt-2 h-5 w-24" />
        <Skeleton className="mt-3 h-5 w-56" />
      </div>
      <div className="mx-auto mt-8 w-full max-w-5xl lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-8">
        <div className="space-y-5">
          <Skeleton className="h-56 w-full rounded-2xl" />
          <Skeleton className="h-72 w-full rounded-2xl" />
        </div>
        <Skeleton className="mt-5 h-64 w-full rounded-2xl lg:mt-0" />
      </div>
    </SkeletonRegion>
  );
}
