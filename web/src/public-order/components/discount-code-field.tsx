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
import { applyDiscountCode, removeDiscountCode } from '../api/discount-code';

/**
 * What went wrong: the server's words on an English page (they name the minimum), and on another
 * the reason it gives, in the visitor's language. A customer is told one of three things: the code
 * is not valid (whether it never existed, expired or was used up: the server does not say which,
 * docs/security.md), the order is below its minimum, or codes do not apply to gift cards.
 */
function messageOf(error: unknown, i18n: I18n): string {
  if (!isApiError(error)) return i18n._('The code could not be checked. Please try again.');
  const reasons: Record<string, string> = {
    not_valid: i18n._('This code is not valid. Check the spelling.'),
    minimum: i18n._('Your order does not reach this code’s minimum yet.'),
    gift_cards_only: i18n._('Discount codes do not apply to gift cards.'),
  };
  const words = error.details.discount_code ?? error.details.code ?? error.message;
  const reason = reasons[String(error.details.reason)];
  return serverWords(String(words), reason ?? i18n._('The code could not be checked. Please try again.'));
}

/**
 * The customer's discount code (docs/decisions/043), beside the order's summary: a field and Apply,
 * or the code applied with what it takes off and Remove. Its own form, so Enter here applies the
 * code and never sends the order.
 */
export function DiscountCodeField({ order }: { order: PublicOrder }) {
  const { i18n } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      setCode('');
    } catch (failure) {
      setError(messageOf(failure, i18n));
    } finally {
      setBusy(false);
    }
  };

  if (order.discount_code) {
    const belowMinimum = order.discount_total === 0;
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl border border-border bg-surface px-4 py-2">
        <p className="min-w-0 text-sm" aria-live="polite">
          <span className="font-semibold">{order.discount_code}</span>{' '}
          <span className="text-muted-foreground">
            {belowMinimum
              ? i18n._('applied: your order is below this code’s minimum.')
              : i18n._('applied: −{amount}', {
                  amount: formatMoney(order.discount_total, order.currency, i18n.locale),
                })}
          </span>
          {error && <span className="block text-danger">{error}</span>}
        </p>
        <Button
          variant="ghost"
          size="sm"
          loading={busy}
          onClick={() => void run(() => removeDiscountCode(order.uuid))}
        >
          {i18n._('Remove code')}
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(i18n._('Enter a code'));
      return;
    }
    void run(() => applyDiscountCode(order.uuid, code.trim()));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="rounded-xl border border-border bg-surface p-4">
      <Field label={i18n._('Discount code')} error={error}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="uppercase"
            />
            <Button type="submit" variant="outline" loading={busy}>
              {i18n._('Apply code')}
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
