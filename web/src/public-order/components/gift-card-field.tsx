import type { PublicOrder } from '@contract/orders';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { serverWords } from '../../i18n/customer-i18n';
import { isApiError } from '../../lib/api-error';
import { formatMoney } from '../../lib/format-money';
import { applyGiftCard, removeGiftCard } from '../api/gift-card';
import { Gift, X } from '../icons';

/* The gift card field's texts, in the visitor's language. */
const textsOf = (i18n: I18n) => ({
  label: i18n._('Gift card code'),
  hint: i18n._('It pays what it holds when you send the order; you pay the rest.'),
  apply: i18n._('Apply gift card'),
  remove: (last4: string) => i18n._('Remove gift card ending {last4}', { last4 }),
  applied: (last4: string) => i18n._('Card ···{last4}', { last4 }),
  failed: i18n._('The gift card could not be applied. Please try again.'),
});

/** The customer pays with one or more gift cards: a code field, and the cards on the order. */
export function GiftCardField({ order }: { order: PublicOrder }) {
  const { i18n } = useLingui();
  const texts = textsOf(i18n);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      return true;
    } catch (failure) {
      // The server's words on an English page (unknown, empty, expired); a general text otherwise.
      setError(
        isApiError(failure) && failure.message ? serverWords(failure.message, texts.failed) : texts.failed,
      );
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onApply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    if (await run(() => applyGiftCard(order.uuid, code))) setCode('');
  };

  return (
    <div className="space-y-3">
      {order.payments.length > 0 && (
        <ul className="space-y-2">
          {order.payments.map((payment) => (
            <li
              key={payment.id}
              className="flex items-center justify-between gap-3 rounded-xl bg-primary-soft px-3.5 py-1 text-[15px] text-primary-soft-foreground"
            >
              <span className="flex min-w-0 items-center gap-2">
                <Gift className="size-4 shrink-0" aria-hidden="true" />
                <span className="truncate">{texts.applied(payment.code_last4)}</span>
              </span>
              <span className="flex shrink-0 items-center gap-1">
                <span className="whitespace-nowrap tabular-nums">
                  −{formatMoney(payment.amount, order.currency, i18n.locale)}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={texts.remove(payment.code_last4)}
                  disabled={busy}
                  onClick={() => void run(() => removeGiftCard(order.uuid, payment.id))}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* Its own small form: Enter applies the code and does not send the order. */}
      <form onSubmit={(event) => void onApply(event)} noValidate>
        <Field label={texts.label} hint={texts.hint} error={error}>
          {(control) => (
            <div className="flex gap-2">
              <Input
                {...control}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="XXXX-XXXX-XXXX-XXXX"
                className="font-mono uppercase"
              />
              <Button type="submit" variant="outline" loading={busy} disabled={!code.trim()}>
                {texts.apply}
              </Button>
            </div>
          )}
        </Field>
      </form>
    </div>
  );
}
