import { describe, expect, it } from 'vitest';
import { type CounterValues, counterProblems, counterRequest, emptyCounter } from './counter-form';

const sale = (values: Partial<CounterValues>): CounterValues => ({
  ...emptyCounter('counter', '2031-03-10'),
  lines: [{ kind: 'free', key: 'ribbon', name: 'Ribbon', price: '12', tax_class_id: null, quantity: 1 }],
  ...values,
});

describe('the counter form’s checks', () => {
  it('let a walk-in served now go without a name, and send none', () => {
    const values = sale({ way: 'now', customer_name: '  ' });
    expect(counterProblems(values, []).customer_name).toBeUndefined();
    expect(counterRequest(values)).toMatchObject({ pickup_now: true, handed_over: true });
    expect(counterRequest(values).customer_name).toBeUndefined();
  });

  it('want a name for a pickup later and a delivery', () => {
    for (const way of ['pickup', 'delivery'] as const) {
      expect(counterProblems(sale({ way, customer_name: '' }), []).customer_name, way).toBe(
        'Enter the customer’s name',
      );
    }
  });
});
