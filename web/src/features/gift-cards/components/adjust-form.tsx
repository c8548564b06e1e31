import type { GiftCardDetail } from '@contract/gift-cards';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-error';
import { serverFieldMessages } from '../../../lib/form-errors';
import { parseMoneyInput } from '../../../lib/format-money';
import { useAdjustGiftCard } from '../api/gift-cards';

/** Staff change a card's balance by an amount (+ adds, − takes off), always saying why. */
export function AdjustForm({ card }: { card: GiftCardDetail }) {
  const adjust = useAdjustGiftCard(card.id);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A leading − (or -) takes off; the rest reads like any price.
    const text = amount.trim();
    const negative = /^[-−]/.test(text);
    const value = (negative ? -1 : 1) * parseMoneyInput(text.replace(/^[-−+]/, ''));
    const found: typeof errors = {};
    if (!Number.isFinite(value) || value === 0) found.amount = 'Enter an amount, e.g. 10 or -5.50';
    if (reason.trim().length < 3) found.reason = 'Say why (at least 3 characters)';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    adjust.mutate(
      { amount: value, reason: reason.trim() },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
        },
        onError: (error) => {
          const fields = serverFieldMessages(error, ['amount', 'reason'] as const);
          setErrors(
            Object.keys(fields).length > 0
              ? fields
              : { form: isApiError(error) ? error.message : 'The balance could not be changed.' },
          );
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <Field label="Amount" hint="− takes off" error={errors.amount}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </Field>
        <Field label="Reason" error={errors.reason}>
          {(control) => (
            <Input {...control} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
          )}
        </Field>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      )}
      <Button type="submit" variant="outline" loading={adjust.isPending}>
        Change balance
      </Button>
    </form>
  );
}
