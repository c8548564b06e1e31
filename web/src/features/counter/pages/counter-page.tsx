import { type CounterOverride, counterOverrides } from '@contract/counter';
import type { IssuedGiftCard } from '@contract/gift-cards';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CustomerPicker } from '../../../components/customer/customer-picker';
import { codesToHandOver } from '../../../components/gift-card-codes/gift-card-codes';
import { LinesEditor, useDiscountPreview, useEditorChoices } from '../../../components/order-editor';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { SegmentedTabs } from '../../../components/ui/tabs';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-error';
import { quietBusinessQuery } from '../../../lib/current-business';
import { userInfoQuery } from '../../../lib/current-user';
import { showErrorToast } from '../../../lib/error-toast';
import { checkMoney } from '../../../lib/money-field';
import { PAYMENT_METHOD_LABELS } from '../../../lib/payment-methods';
import { isStaff } from '../../../lib/roles';
import { todayIn } from '../../../lib/shop-format';
import { useCreateCounterOrder } from '../api/create-counter-order';
import { useCounterOptions } from '../api/get-counter-options';
import { ChoiceRow, Section } from '../components/counter-choices';
import { CounterDiscountCode } from '../components/counter-discount-code';
import {
  type CounterPayment,
  type CounterProblems,
  counterProblems,
  counterRequest,
} from '../components/counter-form';
import { CounterGiftCards } from '../components/counter-gift-cards';
import { CounterHandingOver } from '../components/counter-handing-over';
import { CounterRedeemCards, REDEEM_FIELD } from '../components/counter-redeem-cards';
import { CounterSold } from '../components/counter-sold';
import { useCounterValues } from '../components/use-counter-values';

const PAYMENTS: { value: CounterPayment; label: string }[] = [
  { value: 'none', label: 'Not yet' },
  { value: 'cash', label: PAYMENT_METHOD_LABELS.cash },
  { value: 'card', label: PAYMENT_METHOD_LABELS.card },
  { value: 'bank_transfer', label: PAYMENT_METHOD_LABELS.bank_transfer },
];

/**
 * A whole order at once, at the counter or on the phone: submitted, and paid when paid now. The
 * product search has the focus on open and a walk-in pays cash unless told otherwise, so a sale of
 * two products is typed, Enter, typed, Enter, and "Complete sale".
 */
export function CounterPage() {
  const navigate = useNavigate();
  const create = useCreateCounterOrder();
  const { data: business } = useQuery(quietBusinessQuery);
  const { data: user } = useQuery(userInfoQuery);
  const { data: choices } = useEditorChoices();
  const products = choices?.products;
  // The shop's today (the browser's until the shop is loaded, which the shell has done by now).
  const form = useCounterValues(() => todayIn(business?.time_zone));
  const { values, problems, setProblems, set } = form;
  /** A rule the server named (409): staff may tick its override and send again. */
  const [refusedRule, setRefusedRule] = useState<CounterOverride | null>(null);
  /** Gift cards just sold without an e-mail address: their codes, shown this once. */
  const [sold, setSold] = useState<{ uuid: string; cards: IssuedGiftCard[] } | null>(null);
  const method = values.way === 'delivery' ? 'delivery' : 'pickup';
  const options = useCounterOptions(values.way === 'now' ? '' : values.delivery_date, method);
  const currency = business?.currency;
  const typedDelivery = checkMoney(values.delivery_price);
  const discount = useDiscountPreview(values.discount_code);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = counterProblems(values, products);
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
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
      const fieldProblems: CounterProblems = {};
      for (const [field, message] of Object.entries(details)) {
        if (typeof message === 'string' && field !== 'override') fieldProblems[field] = message;
      }
      // Too many codes tried (429) is said beside the codes; other refusals without a field by the rules.
      const triedTooOften = error.code === 'RATE_LIMITED' && values.redeem_gift_cards.length > 0;
      if (triedTooOften) fieldProblems[REDEEM_FIELD] = error.message;
      else if (Object.keys(fieldProblems).length === 0) fieldProblems.overrides = error.message;
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
          setRefusedRule(null);
          form.reset();
        }}
      />
    );
  }

  const chosenWindow = options.data?.windows.find((w) => w.slot === values.time_slot);
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
          onChange={(origin) => {
            form.switchOrigin(origin);
            setRefusedRule(null);
          }}
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
          <LinesEditor
            value={values.lines}
            onChange={form.setLines}
            products={products}
            tax={choices?.tax}
            currency={currency}
            errors={problems}
            delivery={
              values.way === 'delivery' && 'amount' in typedDelivery ? typedDelivery.amount : undefined
            }
            giftCards={values.gift_cards.flatMap((card) => {
              const typed = checkMoney(card.value);
              return 'amount' in typed ? [typed.amount] : [];
            })}
            discountRule={discount.state === 'applies' ? discount.rule : undefined}
            autoFocus
          />
          <CounterDiscountCode
            value={values.discount_code}
            error={problems.discount_code}
            preview={discount}
            currency={currency}
            onChange={(code) => set('discount_code', code)}
          />
        </Section>

        <Section title="Gift cards">
          <CounterGiftCards
            cards={values.gift_cards}
            products={products}
            currency={currency}
            problems={problems}
            onChange={form.setGiftCards}
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
            hints={{
              ...(values.way === 'now' && { name: 'Optional for a walk-in' }),
              phone: 'Optional',
              email: 'Optional, for the receipt',
            }}
            onChange={form.typeCustomer}
            picked={form.customer}
            onPick={form.pickCustomer}
          />
        </Section>

        <Section title="Handing over">
          <CounterHandingOver
            form={form}
            options={options.data}
            optionsLoading={options.isPending && options.fetchStatus !== 'idle'}
            neededRules={neededRules}
            mayOverride={isStaff(user?.role)}
            currency={currency}
          />
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
          <CounterRedeemCards
            codes={values.redeem_gift_cards}
            problems={problems}
            onChange={form.setRedeemCards}
          />
          <ChoiceRow
            label={
              values.redeem_gift_cards.length > 0 ? 'What the gift cards leave, paid with' : 'Paid now with'
            }
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
