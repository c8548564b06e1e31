import type { IssuedGiftCard } from '@contract/gift-cards';
import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { formatMoney } from '../../lib/format-money';
import { formatDay } from '../../lib/shop-format';

/** What staff read beside a code the shop shows once (docs/product.md, Gift cards). */
export const SHOWN_ONCE = 'Write it down or print now; it will not be shown again.';

/** The cards a sale or payment issued whose codes could not be e-mailed: the code is shown here, once. */
export const codesToHandOver = (cards: IssuedGiftCard[] | undefined) =>
  (cards ?? []).filter((card) => card.code !== null);

/**
 * The codes of gift cards just sold to a customer without an e-mail address. The server answers
 * them once and keeps only a hash, so this panel is the only place they can be read: staff write
 * them down or print the receipt now. A reload loses them.
 */
export function GiftCardCodes({
  cards,
  currency,
  children,
}: {
  cards: IssuedGiftCard[];
  currency: string | undefined;
  /** The actions: print the receipt, go on. */
  children?: ReactNode;
}) {
  const titleId = useId();
  const shown = codesToHandOver(cards);
  if (shown.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border-2 border-primary bg-primary-soft/40 p-4 sm:p-5"
    >
      <h3 id={titleId} className="font-display text-lg font-semibold">
        {shown.length === 1 ? 'Gift card code' : 'Gift card codes'}
      </h3>
      <p role="alert" className="flex items-start gap-2 text-[15px] font-medium">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
        {SHOWN_ONCE}
      </p>
      <ul className="space-y-2">
        {shown.map((card) => (
          <li key={card.id} className="rounded-lg border border-border bg-surface px-3 py-2.5">
            <p className="font-mono text-xl font-semibold tracking-wider break-all select-all">{card.code}</p>
            <p className="text-sm text-muted-foreground">
              {formatMoney(card.value, currency)} · valid until {formatDay(card.expires_on, 'long')}
            </p>
          </li>
        ))}
      </ul>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </section>
  );
}
