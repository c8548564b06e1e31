import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';

/** What a printable shows instead of its sheets while loading or when its orders cannot be read. */
export function PrintState({
  error,
  title,
  children,
}: {
  error?: unknown;
  /** Said instead of the usual heading, when the page knows better (nothing of the batch to print). */
  title?: string;
  children?: ReactNode;
}) {
  if (!error) return <PageSpinner label="Preparing the print" />;
  const missing = isApiError(error) && (error.code === 'NOT_FOUND' || error.status === 400);
  return (
    <div className="px-4 py-10">
      <EmptyState
        icon={SearchX}
        title={title ?? (missing ? 'Nothing to print' : 'Could not prepare the print')}
        action={
          <Link to="/intern/orders" className={buttonClasses('outline')}>
            Back to orders
          </Link>
        }
      >
        <p role="alert">
          {children ??
            (missing
              ? 'An order to print was not found: it may have been deleted, or the link is not complete.'
              : 'Check your connection and try again.')}
        </p>
      </EmptyState>
    </div>
  );
}
