import type { InviteRole } from '@contract/team';
import type { MailMessage } from '../../lib/mail';
import { renderMail } from '../../lib/mail-layout';
import { TOKEN_LIFETIME } from '../auth';

const roleWork: Record<InviteRole, string> = {
  florist: 'as a florist: you will see the orders, the stock and the products, and work on them',
  manager: 'as a manager: you will help run the shop, from orders and products to customers and settings',
};

/**
 * The only free text of an invitation is the shop's and the inviter's name (the rest is ours): kept
 * to one line and a bounded length, so that neither can break a header or fill the mail with text.
 * The layout escapes it for HTML.
 */
const oneLine = (text: string, max: number) => {
  const flat = text.replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/** The invitation to join a shop; it comes in the shop's name. */
export function inviteMail({
  to,
  link,
  shopName: shop,
  inviterName,
  role,
}: {
  to: string;
  link: string;
  shopName: string;
  inviterName: string;
  role: InviteRole;
}): MailMessage {
  const days = Math.round(TOKEN_LIFETIME.invite / 86_400);
  const shopName = oneLine(shop, 120);
  const who = oneLine(inviterName, 161) || shopName;
  return {
    to,
    fromName: shopName,
    subject: `You're invited to join ${shopName} on Petal`,
    ...renderMail({
      heading: `Join ${shopName} on Petal`,
      paragraphs: [
        `${who} invited you to join ${shopName} on Petal, the shop's back office, ${roleWork[role]}.`,
        `Choose a password with the link below to sign in as ${to}. If you don't want to join, the same page lets you decline; the shop then no longer has your address.`,
      ],
      action: { label: `Join ${shopName}`, url: link },
      footnote: `The link works once and for ${days} days. If you weren't expecting this invitation, you can ignore this e-mail.`,
      signature: shopName,
    }),
  };
}
