import { Gift, Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { PriceInput } from '../../../components/ui/price-input';
import { formatMoney } from '../../../lib/format-money';
import type { CounterGiftCard, CounterProblems } from './counter-form';

let nextKey = 0;

/**
 * Gift cards sold with the order, each at the value staff type (what is paid for it is what it
 * holds). A shop with gift-card products names one; the first is proposed with its price.
 */
export function CounterGiftCards({
  cards,
  products,
  currency,
  problems,
  onChange,
}: {
  cards: CounterGiftCard[];
  /** The shop's products; its gift cards are offered here. */
  products: { id: string; name: string; price: number; kind: 'flowers' | 'gift_card' }[] | undefined;
  currency: string | undefined;
  problems: CounterProblems;
  onChange: (cards: CounterGiftCard[]) => void;
}) {
  const giftCards = (products ?? []).filter((p) => p.kind === 'gift_card');
  const change = (key: string, patch: Partial<CounterGiftCard>) =>
    onChange(cards.map((card) => (card.key === key ? { ...card, ...patch } : card)));
  const add = () => {
    const first = giftCards[0];
    nextKey += 1;
    onChange([
      ...cards,
      { key: `card-${nextKey}`, product_id: first?.id ?? '', value: first ? first.price.toFixed(2) : '' },
    ]);
  };

  return (
    <div className="space-y-3">
      {cards.map((card, index) => (
        <fieldset
          key={card.key}
          className="grid gap-3 rounded-xl border border-border p-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end"
        >
          <legend className="px-1 text-sm font-medium">Gift card {index + 1}</legend>
          {giftCards.length > 0 ? (
            <Field label="Kind">
              {(control) => (
                <Select
                  {...control}
                  value={card.product_id}
                  onChange={(e) => change(card.key, { product_id: e.target.value })}
                >
                  {giftCards.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name} · {formatMoney(p.price, currency)}
                    </option>
                  ))}
                  <option value="">Gift card, no product</option>
                </Select>
              )}
            </Field>
          ) : (
            <p className="text-sm text-muted-foreground">Untaxed now; taxed when it is spent.</p>
          )}
          <Field label="Value" error={problems[`gift_cards.${index}.value`]}>
            {(control) => (
              <PriceInput
                {...control}
                currency={currency}
                placeholder="50.00"
                value={card.value}
                onChange={(e) => change(card.key, { value: e.target.value })}
              />
            )}
          </Field>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remove gift card ${index + 1}`}
            onClick={() => onChange(cards.filter((c) => c.key !== card.key))}
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        </fieldset>
      ))}
      <Button type="button" variant="outline" size="sm" onClick={add}>
        {cards.length === 0 ? (
          <Gift className="size-4" aria-hidden="true" />
        ) : (
          <Plus className="size-4" aria-hidden="true" />
        )}
        Sell a gift card
      </Button>
    </div>
  );
}
