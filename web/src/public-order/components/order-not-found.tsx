import { useLingui } from '@lingui/react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { i18n } from '../../i18n/customer-i18n';
import { isApiError } from '../../lib/api-error';
import { CloudOff, SearchX } from '../icons';

/** A missing order (wrong or old link) or a failed load, in words for customers. */
export function OrderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useLingui();
  const missing =
    isApiError(error) && (error.code === 'NOT_FOUND' || error.status === 400 || error.status === 404);
  if (missing) {
    return (
      <EmptyState icon={SearchX} title={i18n._('We could not find this order')} className="my-auto w-full">
        <p>
          {i18n._(
            'Check that the link is complete, exactly as your florist sent it. If it still does not work, please contact the shop.',
          )}
        </p>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={CloudOff}
      title={i18n._('Your order did not load')}
      className="my-auto w-full"
      action={
        <Button variant="outline" onClick={onRetry}>
          {i18n._('Try again')}
        </Button>
      }
    >
      <p role="alert">{i18n._('Check your connection and try again.')}</p>
    </EmptyState>
  );
}
