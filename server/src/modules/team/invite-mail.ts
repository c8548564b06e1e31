import type { InviteRole } from '@contract/team';
import type { MailMessage } from '../../lib/mail';
import { TOKEN_LIFETIME } from '../auth/user-tokens';
import { renderMail } from '../mail/mail-layout';

const roleWork: Record<InviteRole, string> = {
  florist: 'as a florist: you will see the orders, the stock and the products, and work on them',
  manager: 'as a manager: you will help run the shop, from orders and products to customers and settings',
};

/** The invitation to join a shop; it comes in the shop's name. */
export function inviteMail({
  to,
  link,
  shopName,
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
  const who = inviterName || shopName;
  return {
    to,
    fromName: shopName,
    subject: `You're invited to join ${shopName} on Petal`,
    ...renderMail({
      heading: `Join ${shopName} on Petal`,
      paragraphs: [
        `${who} invited you to join ${shopName} on Petal, the shop's back office, ${roleWork[role]}.`,
        `Choose a password with the link below to sign in as ${to}.`,
      ],
      action: { label: `Join ${shopName}`, url: link },
      footnote: `The link works once and for ${days} days. If you weren't expecting this invitation, you can ignore this e-mail.`,
      signature: shopName,
    }),
  };
}
