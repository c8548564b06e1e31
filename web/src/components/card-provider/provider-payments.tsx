import { useQuery } from '@tanstack/react-query';
import { cardAccountQuery } from '../../lib/card-account';
import { Card } from '../ui/card';
import { ProviderView } from './provider-view';

/**
 * Card payments as the provider sees them (refunds, disputes), below the shop's own ledger; only
 * once the shop's account takes card payments.
 */
export function ProviderPayments() {
  const { data: account } = useQuery(cardAccountQuery);
  if (!account?.configured || !account.charges_enabled) return null;
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-3 font-display text-lg font-semibold">Card payments at Stripe</h2>
      <ProviderView component="payments" label="Card payments at Stripe" />
    </Card>
  );
}
