import { Gift } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { SearchInput } from '../../../components/ui/search-input';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { useShopTimeZone } from '../../../lib/current-business';
import { formatMoney } from '../../../lib/format-money';
import { formatShopMoment } from '../../../lib/shop-format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGiftCards } from '../api/gift-cards';
import { maskedCode } from '../components/gift-card-format';

/** /intern/gift-cards: the shop's gift cards, newest first, found by the last four or the whole code. */
export function GiftCardsPage() {
  return (
    <StaffOnly title="Gift cards">
      <GiftCardsView />
    </StaffOnly>
  );
}

function GiftCardsView() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const cards = useGiftCards(q);
  const timeZone = useShopTimeZone();

  return (
    <div className="mx-auto max-w-4xl">
      <SearchInput
        label="Search gift cards"
        placeholder="Last 4 characters or the whole code"
        value={search}
        onChange={setSearch}
        maxLength={40}
      />
      <div className="mt-5">
        {cards.isPending ? (
          <ListSkeleton label="Loading gift cards" />
        ) : cards.isError ? (
          <FetchError title="The gift cards could not be loaded" onRetry={() => void cards.refetch()} />
        ) : cards.data.items.length === 0 ? (
          <EmptyState icon={Gift} title={q ? 'No gift card matches' : 'No gift cards yet'}>
            {q
              ? 'Check the last four characters of the code.'
              : 'Make a product a gift card on its page; cards appear here when their orders are paid.'}
          </EmptyState>
        ) : (
          <ul className="space-y-2.5">
            {cards.data.items.map((card) => (
              <li
                key={card.id}
                className="relative rounded-2xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary/40 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2"
              >
                <div className="flex items-baseline justify-between gap-3">
                  <Link
                    to={`/intern/gift-cards/${card.id}`}
                    className="min-w-0 truncate font-mono font-semibold outline-none after:absolute after:inset-0 after:content-['']"
                  >
                    {maskedCode(card.code_last4)}
                  </Link>
                  <span className="font-semibold tabular-nums">
                    {formatMoney(card.balance, card.currency)}
                    <span className="font-normal text-muted-foreground">
                      {' '}
                      of {formatMoney(card.initial_amount, card.currency)}
                    </span>
                  </span>
                </div>
                <p className="mt-1 text-sm text-muted-foreground">
                  {card.bought_by ? `Bought by ${card.bought_by}` : 'Made by the shop'}
                  {card.order_number !== null && ` · order #${card.order_number}`} ·{' '}
                  {formatShopMoment(card.created_at, timeZone)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
