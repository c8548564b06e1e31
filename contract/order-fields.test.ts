import { describe, expect, it } from 'vitest';
import { orderSubmitFields } from './order-fields';
import { orderSubmitInput } from './order-submission';

describe('order submit fields', () => {
  it('name exactly the fields of the submission schema the customer fills in', () => {
    // The page sends the visitor's language itself; it is no field of the form.
    const filledIn = Object.keys(orderSubmitInput.shape).filter((field) => field !== 'language');
    expect([...orderSubmitFields].sort()).toEqual(filledIn.sort());
  });
});
