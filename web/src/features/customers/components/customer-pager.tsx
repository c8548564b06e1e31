import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface CustomerPagerProps {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Page 2 of 7 · 134 customers" between Previous and Next. */
export function CustomerPager({ page, pageCount, total, onPage }: CustomerPagerProps) {
  return (
    <nav aria-label="Pages" className="mt-5 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </Button>
      <p className="text-center text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {pageCount} · {total} {total === 1 ? 'customer' : 'customers'}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
