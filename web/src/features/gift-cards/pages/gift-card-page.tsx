import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { FetchError } from '../../../components/ui/fetch-error';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { useShopTimeZone } from '../../../lib/current-business';
import { formatMoney } from '../../../lib/format-money';
import { formatShopMoment } from '../../../lib/shop-format';
import { giftCardQuery } from '../api/gift-cards';
import { AdjustForm } from '../components/adjust-form';
import { MOVEMENT_LABELS, maskedCode } from '../components/gift-card-format';

/** /intern/gift-cards/{id}: one card, its ledger of movements, and a change of its balance. */
export function GiftCardPage() {
  return (
    <StaffOnly title="Gift card">
      <GiftCardView />
    </StaffOnly>
  );
}

function GiftCardView() {
  const { id = '' } = useParams();
  const card = useQuery(giftCardQuery(id));
  const timeZone = useShopTimeZone();
  if (card.isPending) return <PageSkeleton label="Loading the gift card" />;
  if (card.isError)
    return <FetchError title="The gift card could not be loaded" onRetry={() => void card.refetch()} />;
  const c = card.data;
  const money = (amount: number) => formatMoney(amount, c.currency);

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Card className="p-4 sm:p-6">
        <p className="font-mono text-sm text-muted-foreground">{maskedCode(c.code_last4)}</p>
        <p className="mt-1 font-display text-3xl font-semibold tabular-nums">{money(c.balance)}</p>
        <p className="text-sm text-muted-foreground">of {money(c.initial_amount)}</p>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-[15px] sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted-foreground">Bought by</dt>
            <dd>
              {c.bought_by ?? '—'}
              {c.order_id && c.order_number !== null && (
                <>
                  {' · '}
                  <Link className="text-primary underline" to={`/intern/orders/${c.order_id}`}>
                    order #{c.order_number}
                  </Link>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">For</dt>
            <dd>{c.recipient_name ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Valid until</dt>
            <dd>{c.expires_on ?? 'No end'}</dd>
          </div>
          {c.message && (
            <div>
              <dt className="text-sm text-muted-foreground">Message</dt>
              <dd>“{c.message}”</dd>
            </div>
          )}
        </dl>
      </Card>

      <Card className="p-4 sm:p-6">
        <h2 className="font-semibold">Change the balance</h2>
        <div className="mt-3">
          <AdjustForm card={c} />
        </div>
      </Card>

      <Card className="p-4 sm:p-6">
        <h2 className="font-semibold">Movements</h2>
        <ul className="mt-3 divide-y divide-border">
          {c.movements.map((m) => (
            <li key={m.id} className="flex items-baseline justify-between gap-3 py-2.5 text-[15px]">
              <span className="min-w-0">
                <span className="font-medium">{MOVEMENT_LABELS[m.type]}</span>
                {m.order_number !== null && m.order_id && (
                  <>
                    {' · '}
                    <Link className="text-primary underline" to={`/intern/orders/${m.order_id}`}>
                      #{m.order_number}
                    </Link>
                  </>
                )}
                {m.reason && <span className="block text-sm text-muted-foreground">{m.reason}</span>}
                <span className="block text-sm text-muted-foreground">
                  {formatShopMoment(m.at, timeZone)}
                  {m.by && ` · ${m.by.name}`}
                </span>
              </span>
              <span className={m.amount < 0 ? 'tabular-nums' : 'tabular-nums text-success'}>
                {m.amount > 0 ? '+' : '−'}
                {money(Math.abs(m.amount))}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
