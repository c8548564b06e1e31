import { formatGiftCardCode } from '@contract/gift-cards';
import type { MailMessage } from '../../lib/mail';
import { renderMail } from '../../lib/mail-layout';

/*
 * The e-mail that delivers a gift card. Customer-facing text in plain English, in one place, so the
 * language work can translate it.
 */

type GiftCardMailInput = {
  to: string;
  shop: { name: string; storefrontUrl: string };
  code: string;
  amount: string;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
  expiresOn: string | null;
};

export function giftCardMail(input: GiftCardMailInput): MailMessage {
  const { shop } = input;
  const forWhom = input.recipientName ? `for ${input.recipientName}` : '';
  const from = input.senderName ? ` from ${input.senderName}` : '';
  return {
    to: input.to,
    fromName: shop.name,
    subject: `${shop.name}: your gift card of ${input.amount}`,
    ...renderMail({
      heading: `A gift card of ${input.amount}${forWhom ? ` ${forWhom}` : ''}${from}`,
      paragraphs: [
        ...(input.message ? [`“${input.message}”`] : []),
        `Gift card code: ${formatGiftCardCode(input.code)}`,
        `Enter the code on your order page at ${shop.name} to pay with it, in part or in full.`,
        input.expiresOn ? `It can be used until ${input.expiresOn}.` : 'It does not expire.',
        'Keep this code like cash: anyone who has it can spend it.',
      ],
      action: { label: `Shop at ${shop.name}`, url: shop.storefrontUrl },
      signature: shop.name,
    }),
  };
}
