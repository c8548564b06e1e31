import { describe, expect, it } from 'vitest';
import { customerSteps } from './status-timeline';

const third = (order: Parameters<typeof customerSteps>[0]) => customerSteps(order)[2]?.title;

describe('the customer’s steps of a delivery', () => {
  it('says "on its way" only once the flowers left the shop', () => {
    expect(third({ method: 'delivery', order_status: 'pending', delivery_status: null })).toBe(
      'Out for delivery',
    );
    expect(third({ method: 'delivery', order_status: 'ready', delivery_status: null })).toBe(
      'Ready to go out',
    );
    expect(third({ method: 'delivery', order_status: 'ready', delivery_status: 'out_for_delivery' })).toBe(
      'Out for delivery',
    );
    expect(
      customerSteps({ method: 'delivery', order_status: 'ready', delivery_status: 'attempted' })[2]?.text,
    ).toMatch(/try again/);
    expect(third({ method: 'pickup', order_status: 'ready', delivery_status: null })).toBe(
      'Ready for pickup',
    );
  });
});
