import type { MailMessage } from '../../lib/mail';
import { renderMail } from '../../lib/mail-layout';

/** Petal's own messages about an account; they come from MAIL_FROM's name, not a shop's. */

export function resetPasswordMail({ to, link }: { to: string; link: string }): MailMessage {
  return {
    to,
    subject: 'Reset your Petal password',
    ...renderMail({
      heading: 'Reset your password',
      paragraphs: [
        `Someone asked to reset the password of the Petal account ${to}.`,
        'Choose a new password with the link below. It works once and for one hour; afterwards every device signed in to your account is signed out.',
      ],
      action: { label: 'Choose a new password', url: link },
      footnote: "If you didn't ask for this, you can ignore this e-mail; your password stays as it is.",
    }),
  };
}

export function verifyEmailMail({ to, link }: { to: string; link: string }): MailMessage {
  return {
    to,
    subject: 'Confirm your e-mail address for Petal',
    ...renderMail({
      heading: 'Confirm your e-mail address',
      paragraphs: [
        `Please confirm that ${to} is the right address for your Petal account, so that password resets and notices reach you.`,
      ],
      action: { label: 'Confirm my e-mail address', url: link },
      footnote:
        "The link works for 7 days. If you didn't create a Petal account, you can ignore this e-mail.",
    }),
  };
}

export function choosePasswordMail({ to, link }: { to: string; link: string }): MailMessage {
  return {
    to,
    subject: 'Choose a password for Petal',
    ...renderMail({
      heading: 'Choose a password',
      paragraphs: [
        `You asked to choose a password for the Petal account ${to}, so that you can sign in with your e-mail address as well as with Google.`,
        'Choose it with the link below. It works once and for one hour; afterwards every device signed in to your account is signed out.',
      ],
      action: { label: 'Choose a password', url: link },
      footnote: "If you didn't ask for this, you can ignore this e-mail; nothing changes.",
    }),
  };
}
