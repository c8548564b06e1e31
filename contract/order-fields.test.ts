import { describe, expect, it } from 'vitest';
import { orderSubmitFields } from './order-fields';
import { orderSubmitInput } from './orders';

describe('order submit fields', () => {
  it('name exactly the fields of the submission schema', () => {
    expect([...orderSubmitFields].sort()).toEqual(Object.keys(orderSubmitInput.shape).sort());
  });
});
