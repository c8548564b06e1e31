import { type CounterOverride, counterOverrides } from '@contract/counter';
import type { Customer } from '@contract/customers';
import type { IssuedGiftCard } from '@contract/gift-cards';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type CustomerField, CustomerPicker } from '../../../components/customer/customer-picker';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { PriceInput } from '../../../components/ui/price-input';
import { SegmentedTabs } from '../../../components/ui/tabs';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-client';
import { businessQuery } from '../../../lib/current-business';
import { userInfoQuery } from '../../../lib/current-user';
import { showErrorToast } from '../../../lib/error-toast';
import { formatMoney } from '../../../lib/format-money';
import { PAYMENT_METHOD_LABELS } from '../../../lib/payment-methods';
import { isStaff } from '../../../lib/roles';
import { useCreateCounterOrder } from '../api/create-counter-order';
import { useCounterOptions } from '../api/get-counter-options';
import { useProductChoices } from '../api/get-product-choices';
import { todayIn } from '../components/calendar-dates';
import { ChoiceRow, Section, WindowChoice } from '../components/counter-choices';
import { CounterDelivery } from '../components/counter-delivery';
import {
  type CounterPayment,
  type CounterProblems,
  type CounterValues,
  type CounterWay,
  counterProblems,
  counterRequest,
  emptyCounter,
  OVERRIDE_LABELS,
} from '../components/counter-form';
import { CounterGiftCards } from '../components/counter-gift-cards';
import { CounterSold } from '../components/counter-sold';
import { codesToHandOver } from '../components/gift-card-codes';

type Problems = CounterProblems;

const WAYS: { value: CounterWay; label: string }[] = [
  { value: 'now', label: 'Takes it now' },
  { value: 'pickup', label: 'Pickup later' },
  { value: 'delivery', label: 'Delivery' },
];

const PAYMENTS: { value: CounterPayment; label: string }[] = [
  { value: 'none', label: 'Not yet' },
  { value: 'cash', label: PAYMENT_METHOD_LABELS.cash },
  { value: 'card', label: PAYMENT_METHOD_LABELS.card },
  { value: 'bank_transfer', label: PAYMENT_METHOD_LABELS.bank_transfer },
];

/** A whole order at once, at the counter or on the phone: submitted, and paid when paid now. */
export function CounterPage() {
  const navigate = useNavigate();
  const create = useCreateCounterOrder();
  const { data: business } = useQuery({ ...businessQuery, meta: { errorToast: false } });
  const { data: user } = useQuery(userInfoQuery);
  const { data: products } = useProductChoices();
  const [values, setValues] = useState<CounterValues>(() =>
    // The shop's today (the browser's until the shop is loaded, which the shell has done by now).
    emptyCounter('counter', todayIn(business?.time_zone)),
  );
  const [problems, setProblems] = useState<Problems>({});
  /** The customer picked from the suggestions: their note is shown, their recipients offered. */
  const [customer, setCustomer] = useState<Customer | null>(null);
  /** A rule the server named (409): staff may tick its override and send again. */
  const [refusedRule, setRefusedRule] = useState<CounterOverride | null>(null);
  /** Gift cards just sold without an e-mail address: their codes, shown this once. */
  const [sold, setSold] = useState<{ uuid: string; cards: IssuedGiftCard[] } | null>(null);
  const method = values.way === 'delivery' ? 'delivery' : 'pickup';
  const options = useCounterOptions(values.way === 'now' ? '' : values.delivery_date, method);
  const mayOverride = isStaff(user?.role);
  const currency = business?.currency;
  const chosenProduct = products?.find((p) => p.id === values.product_id);

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

  const setGiftCards = (gift_cards: CounterValues['gift_cards']) => {
    setValues((current) => ({ ...current, gift_cards }));
    setProblems((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('gift_cards.'))),
    );
  };

  const switchOrigin = (origin: 'counter' | 'phone') => {
    setValues((current) => ({
      ...emptyCounter(origin, current.delivery_date || todayIn(business?.time_zone)),
      product_id: current.product_id,
      price: current.price,
      gift_cards: current.gift_cards,
    }));
    setProblems({});
    setRefusedRule(null);
    setCustomer(null);
  };

  const chooseProduct = (id: string) => {
    const chosen = products?.find((p) => p.id === id);
    setValues((current) => ({
      ...current,
      product_id: id,
      price: chosen && !current.price.trim() ? chosen.price.toFixed(2) : current.price,
    }));
  };

  const toggleOverride = (rule: CounterOverride, on: boolean) => {
    setValues((current) => ({
      ...current,
      overrides: on
        ? [...new Set([...current.overrides, rule])]
        : current.overrides.filter((r) => r !== rule),
    }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = counterProblems(values, chosenProduct?.kind === 'gift_card');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const order = await create.mutateAsync(counterRequest(values));
      // Codes that could not be e-mailed are shown here once, before the receipt.
      if (codesToHandOver(order.issued_gift_cards).length > 0) {
        setSold({ uuid: order.uuid, cards: order.issued_gift_cards });
        return;
      }
      navigate(`/intern/orders/${order.uuid}/receipt`);
    } catch (error) {
      if (!isApiError(error)) return showErrorToast(error);
      const details = error.details as Record<string, unknown>;
      const rule = counterOverrides.find((r) => r === details.override) ?? null;
      setRefusedRule(rule);
      const fieldProblems: Problems = {};
      for (const [field, message] of Object.entries(details)) {
        if (typeof message === 'string' && field !== 'override')
          fieldProblems[field as keyof Problems] = message;
      }
      if (Object.keys(fieldProblems).length === 0) fieldProblems.overrides = error.message;
      setProblems(fieldProblems);
      if (!rule && error.status >= 500) showErrorToast(error);
    }
  };

  if (sold) {
    return (
      <CounterSold
        uuid={sold.uuid}
        cards={sold.cards}
        currency={currency}
        onNext={() => {
          setSold(null);
          setValues(emptyCounter(values.origin, todayIn(business?.time_zone)));
          setProblems({});
          setRefusedRule(null);
          setCustomer(null);
        }}
      />
    );
  }

  const windows = options.data?.windows ?? [];
  const chosenWindow = windows.find((w) => w.slot === values.time_slot);
  const neededRules = [
    ...new Set([chosenWindow?.override, refusedRule].filter((r): r is CounterOverride => Boolean(r))),
  ];

  return (
    <form noValidate onSubmit={submit} className="mx-auto max-w-2xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="font-display text-2xl font-semibold tracking-tight">
            {values.origin === 'counter' ? 'Counter sale' : 'Phone order'}
          </h2>
          <p className="mt-1 text-[15px] text-muted-foreground">
            The whole order at once: it is placed straight away.
          </p>
        </div>
        <SegmentedTabs
          label="Where the order comes from"
          value={values.origin}
          onChange={(origin) => switchOrigin(origin)}
          panelId="counter-order"
          className="flex"
          items={[
            { key: 'counter', label: 'Counter sale' },
            { key: 'phone', label: 'Phone order' },
          ]}
        />
      </div>

      <Card id="counter-order" role="tabpanel" className="mt-5 space-y-5 p-4 sm:p-6">
        <Section title="Flowers">
          <div className="grid gap-4 sm:grid-cols-2">
            {products && products.length > 0 && (
              <Field label="Product" hint="Optional: fills in its price.">
                {(control) => (
                  <Select
                    {...control}
                    value={values.product_id}
                    onChange={(e) => chooseProduct(e.target.value)}
                  >
                    <option value="">Free price, no product</option>
                    {products.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name} · {formatMoney(p.price, currency)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            )}
            <Field
              label="Price"
              error={problems.price}
              hint={chosenProduct?.kind === 'gift_card' ? 'A gift card is worth its price.' : undefined}
            >
              {(control) => (
                <PriceInput
                  {...control}
                  currency={currency}
                  placeholder="35.00"
                  value={values.price}
                  onChange={(e) => set('price', e.target.value)}
                />
              )}
            </Field>
          </div>
        </Section>

        <Section title="Gift cards">
          <CounterGiftCards
            cards={values.gift_cards}
            products={products}
            currency={currency}
            problems={problems}
            onChange={setGiftCards}
          />
        </Section>

        <Section title="Customer">
          <CustomerPicker
            values={{
              name: values.customer_name,
              phone: values.customer_phone,
              email: values.customer_email,
            }}
            errors={{
              name: problems.customer_name,
              phone: problems.customer_phone,
              email: problems.customer_email,
            }}
            hints={{ phone: 'Optional', email: 'Optional, for the receipt' }}
            onChange={typeCustomer}
            picked={customer}
            onPick={pickCustomer}
          />
        </Section>

        <Section title="Handing over">
          <ChoiceRow
            label="How the flowers leave"
            name="way"
            choices={WAYS}
            value={values.way}
            onChange={(way) => set('way', way)}
          />
          {values.way === 'delivery' && (
            <CounterDelivery
              values={values}
              problems={problems}
              currency={currency}
              onChange={fill}
              customerId={customer?.id ?? null}
            />
          )}
          {values.way === 'pickup' && (options.data?.pickup_locations.length ?? 0) > 1 && (
            <Field label="Pickup location">
              {(control) => (
                <Select
                  {...control}
                  value={values.location_id}
                  onChange={(e) => set('location_id', e.target.value)}
                >
                  <option value="">The first location</option>
                  {options.data?.pickup_locations.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
          {values.way !== 'now' && (
            <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <Field label="Date" error={problems.delivery_date}>
                {(control) => (
                  <Input
                    {...control}
                    type="date"
                    value={values.delivery_date}
                    onChange={(e) => {
                      set('delivery_date', e.target.value);
                      set('time_slot', '');
                    }}
                  />
                )}
              </Field>
              <WindowChoice
                windows={windows}
                closed={options.data?.closed ?? false}
                loading={options.isPending && options.fetchStatus !== 'idle'}
                value={values.time_slot}
                error={problems.time_slot}
                onChange={(slot) => set('time_slot', slot)}
              />
            </div>
          )}
          {neededRules.length > 0 && (
            <div className="space-y-2 rounded-xl border border-primary/40 bg-primary-soft/50 p-3.5">
              {mayOverride ? (
                neededRules.map((rule) => (
                  <label key={rule} className="flex cursor-pointer items-start gap-3 text-[15px]">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--primary)]"
                      checked={values.overrides.includes(rule)}
                      onChange={(e) => toggleOverride(rule, e.target.checked)}
                    />
                    <span>{OVERRIDE_LABELS[rule]}</span>
                  </label>
                ))
              ) : (
                <p className="text-sm">
                  Only the owner or a manager can take this order outside the shop’s rules.
                </p>
              )}
            </div>
          )}
          {problems.overrides && (
            <p role="alert" className="text-sm text-danger">
              {problems.overrides}
            </p>
          )}
        </Section>

        <Section title="Card and note">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Card message" hint="Optional" error={problems.card_message}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  value={values.card_message}
                  onChange={(e) => set('card_message', e.target.value)}
                />
              )}
            </Field>
            <Field label="Note" hint="Only your shop sees it." error={problems.note}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  value={values.note}
                  onChange={(e) => set('note', e.target.value)}
                />
              )}
            </Field>
          </div>
        </Section>

        <Section title="Payment">
          <ChoiceRow
            label="Paid now with"
            name="paid_with"
            choices={PAYMENTS}
            value={values.paid_with}
            onChange={(paid) => set('paid_with', paid)}
          />
        </Section>
      </Card>
      <Button type="submit" size="lg" className="mt-5 w-full" loading={create.isPending}>
        {values.origin === 'counter' && values.way === 'now' ? 'Complete sale' : 'Place order'}
      </Button>
    </form>
  );
}
