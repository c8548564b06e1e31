import type { CounterOverride } from '@contract/counter';
import type { Customer } from '@contract/customers';
import { useState } from 'react';
import type { CustomerField } from '../../../components/customer/customer-picker';
import { type EditorLine, withoutLineProblems } from '../../../components/order-editor';
import { type CounterProblems, type CounterValues, emptyCounter } from './counter-form';

/**
 * The counter screen's form: its values, the problems shown beside them (cleared as the fields
 * change), and the customer picked from the suggestions (their note shown, their recipients offered).
 */
export function useCounterValues(today: () => string) {
  const [values, setValues] = useState<CounterValues>(() => emptyCounter('counter', today()));
  const [problems, setProblems] = useState<CounterProblems>({});
  const [customer, setCustomer] = useState<Customer | null>(null);

  /** Sets several fields at once (a picked customer or recipient), clearing their problems. */
  const fill = (changes: Partial<CounterValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setProblems((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(changes).map((k) => [k, undefined])),
    }));
  };
  const set = <K extends keyof CounterValues>(key: K, value: CounterValues[K]) => fill({ [key]: value });

  const pickCustomer = (found: Customer) => {
    setCustomer(found);
    fill({ customer_name: found.name, customer_phone: found.phone ?? '', customer_email: found.email ?? '' });
  };
  const typeCustomer = (field: CustomerField, value: string) => {
    set(`customer_${field}`, value);
    // Another name is another person; a new phone or e-mail may be the same customer's, whose note stays.
    if (field === 'name') setCustomer(null);
  };

  const setLines = (lines: EditorLine[]) => {
    setValues((current) => ({ ...current, lines }));
    // The lines' problems are checked again on sending; a line changed or removed drops its own.
    setProblems((current) => ({ ...withoutLineProblems(current), items: undefined }));
  };

  const setGiftCards = (gift_cards: CounterValues['gift_cards']) => {
    setValues((current) => ({ ...current, gift_cards }));
    setProblems((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => !key.startsWith('gift_cards.') && key !== 'items'),
      ),
    );
  };

  /** The codes changed: the server's word on the old list no longer sits beside the right code. */
  const setRedeemCards = (redeem_gift_cards: string[]) => {
    setValues((current) => ({ ...current, redeem_gift_cards }));
    setProblems((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('redeem_gift_cards'))),
    );
  };

  const toggleOverride = (rule: CounterOverride, on: boolean) => {
    setValues((current) => ({
      ...current,
      overrides: on
        ? [...new Set([...current.overrides, rule])]
        : current.overrides.filter((r) => r !== rule),
    }));
  };

  /** A new order from `origin`, keeping what is being sold (staff switched counter and phone). */
  const switchOrigin = (origin: 'counter' | 'phone') => {
    setValues((current) => ({
      ...emptyCounter(origin, current.delivery_date || today()),
      lines: current.lines,
      discount_code: current.discount_code,
      gift_cards: current.gift_cards,
      redeem_gift_cards: current.redeem_gift_cards,
    }));
    setProblems({});
    setCustomer(null);
  };

  /** The next sale, from blank. */
  const reset = () => {
    setValues((current) => emptyCounter(current.origin, today()));
    setProblems({});
    setCustomer(null);
  };

  return {
    values,
    problems,
    setProblems,
    customer,
    fill,
    set,
    pickCustomer,
    typeCustomer,
    setLines,
    setGiftCards,
    setRedeemCards,
    toggleOverride,
    switchOrigin,
    reset,
  };
}

export type CounterForm = ReturnType<typeof useCounterValues>;
