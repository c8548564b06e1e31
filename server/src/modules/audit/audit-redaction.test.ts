import { describe, expect, it } from 'vitest';
import { ERASED_VALUE, redactChanges } from './audit-redaction.service';

describe('redacting the trail for an erased customer', () => {
  it('erases personal fields and any text naming them, and keeps what happened', () => {
    const changes = {
      recipient_name: {},
      note: { from: '', to: 'Ring Rosa twice' },
      price: { from: '30.00', to: '45.00' },
      number: { to: 1042 },
      reason: { to: 'Refund asked by ada@example.com' },
      recipients: { to: [{ email: 'someone@example.com', label: 'Ada Quill' }] },
    };
    expect(redactChanges(changes, ['ada@example.com', 'ada quill'])).toEqual({
      recipient_name: {},
      note: { from: ERASED_VALUE, to: ERASED_VALUE },
      price: { from: '30.00', to: '45.00' },
      number: { to: 1042 },
      reason: { to: ERASED_VALUE },
      recipients: { to: [{ email: ERASED_VALUE, label: ERASED_VALUE }] },
    });
  });
});
