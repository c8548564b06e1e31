import { describe, expect, it } from 'vitest';
import { nameOnCard, type TextOrder, textBody } from './text-bodies';

const order: TextOrder = {
  number: 42,
  recipientName: 'Charles Babbage',
  senderName: 'Ada Lovelace',
  cardMessage: 'Happy birthday!',
  deliveryDate: '2031-03-07',
  timeSlot: '14:00-17:00',
};
const shop = { name: 'Rosa Rot', phone: '+49 30 5550100' };

describe('the card says who sent the flowers', () => {
  it('when it holds the full name, or the first name as a word of its own', () => {
    expect(nameOnCard({ senderName: 'Ada Lovelace', cardMessage: 'All my love, ada lovelace' })).toBe(
      'Ada Lovelace',
    );
    expect(nameOnCard({ senderName: 'Ada Lovelace', cardMessage: 'Happy birthday! Love, Ada' })).toBe('Ada');
    expect(nameOnCard({ senderName: 'Ada Lovelace', cardMessage: 'Happy birthday from Adam' })).toBeNull();
    expect(nameOnCard({ senderName: 'Ada Lovelace', cardMessage: 'Happy birthday!' })).toBeNull();
    expect(nameOnCard({ senderName: null, cardMessage: 'Love, Ada' })).toBeNull();
    expect(nameOnCard({ senderName: 'Ada', cardMessage: null })).toBeNull();
  });
});

describe('a text to the recipient', () => {
  const recipient = (overrides: Partial<TextOrder>, today = '2031-03-07', language: 'en' | 'de' = 'en') =>
    textBody({
      notice: 'out_for_delivery',
      role: 'recipient',
      order: { ...order, ...overrides },
      shop,
      language,
      today,
    });

  it('says when the flowers come, today with the window, without the sender', () => {
    expect(recipient({})).toBe(
      'Rosa Rot: Flowers are on their way to you today between 14:00 and 17:00. Reply STOP to stop these texts.',
    );
    expect(recipient({}, '2031-03-06')).toContain('on Friday 7 March between 14:00 and 17:00');
    expect(recipient({ timeSlot: null })).toContain('on their way to you today.');
  });

  it('names the sender only as far as the card does', () => {
    expect(recipient({ cardMessage: 'Love, Ada' })).toContain(
      'Flowers from Ada are on their way to you today',
    );
    expect(recipient({ cardMessage: 'Love, Ada' })).not.toContain('Lovelace');
  });

  it('reads German when asked', () => {
    expect(recipient({}, '2031-03-07', 'de')).toBe(
      'Rosa Rot: Blumen sind heute zwischen 14:00 und 17:00 Uhr zu Ihnen unterwegs. Antworten Sie STOP, um keine SMS mehr zu erhalten.',
    );
  });

  it('not home: how to reach the shop', () => {
    const text = textBody({
      notice: 'not_home',
      role: 'recipient',
      order,
      shop,
      language: 'en',
      today: '2031-03-07',
    });
    expect(text).toContain('Call us at +49 30 5550100');
    expect(text).not.toContain('Ada');
  });
});
