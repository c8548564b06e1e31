import { describe, expect, it } from 'vitest';
import { MAIL_ORIGIN } from '../../lib/mail-layout';
import { giftCardMail } from './gift-card-mail';

/* The gift card e-mail, in the order's language. */

const card = {
  to: 'jonas@example.test',
  shop: { name: 'Wild Rose', url: 'wild-rose', storefrontUrl: 'https://petal.example/wild-rose/store' },
  code: 'K7QXM2PA9HRT4WZB',
  value: 50,
  currency: 'EUR',
  recipientName: 'Anna',
  senderName: 'Jonas',
  message: 'Alles Gute!',
  expiresOn: '2029-12-31',
};

describe('the gift card e-mail', () => {
  it('in English: the amount, for whom and from whom, the code, until when', () => {
    const mail = giftCardMail({ ...card, language: 'en' });
    expect(mail.subject).toBe('Wild Rose: your gift card of €50.00');
    expect(mail.text).toContain('A gift card of €50.00 for Anna from Jonas');
    expect(mail.text).toContain('Gift card code: K7QX-M2PA-9HRT-4WZB');
    expect(mail.text).toContain('It can be used until 31 December 2029.');
    expect(mail.text).toContain('“Alles Gute!”');
  });

  it('in German, with German money and dates', () => {
    const mail = giftCardMail({ ...card, language: 'de' });
    expect(mail.subject).toBe('Wild Rose: Ihr Gutschein über 50,00\u00a0€');
    expect(mail.text).toContain('Ein Gutschein über 50,00\u00a0€ für Anna von Jonas');
    expect(mail.text).toContain('Gutscheincode: K7QX-M2PA-9HRT-4WZB');
    expect(mail.text).toContain('Er ist gültig bis zum 31. Dezember 2029.');
    expect(mail.text).toContain('Bei Wild Rose einkaufen');
    // The footer: the shop's imprint and privacy notice, in German; the outbox writes the address in.
    expect(mail.text).toContain(`Impressum: ${MAIL_ORIGIN}/wild-rose/imprint?lang=de`);
    expect(mail.html).toMatch(
      /href="\[\[petal-origin\]\]\/wild-rose\/privacy\?lang=de"[^>]*>Datenschutzerklärung<\/a>/,
    );
  });

  it('without a recipient, a sender or an end', () => {
    const mail = giftCardMail({
      ...card,
      language: 'de',
      recipientName: null,
      senderName: null,
      expiresOn: null,
    });
    expect(mail.text).toContain('Ein Gutschein über 50,00\u00a0€');
    expect(mail.text).not.toContain(' für ');
    expect(mail.text).toContain('Er ist unbegrenzt gültig.');
  });
});
