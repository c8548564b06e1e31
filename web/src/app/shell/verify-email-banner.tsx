import type { UserInfo } from '@contract/users';
import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useResendVerification } from '../../features/auth/api/resend-verification';

/** Remembers a dismissal for this tab's session only: the banner comes back on the next visit. */
const DISMISSED_KEY = 'petal-verify-email-dismissed';

const wasDismissed = (userId: string) => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === userId;
  } catch {
    return false;
  }
};

/** A gentle reminder for users whose e-mail address is not confirmed yet, with "Send again". */
export function VerifyEmailBanner({ user }: { user: UserInfo }) {
  const [dismissed, setDismissed] = useState(() => wasDismissed(user.id));
  const resend = useResendVerification();
  if (user.email_verified || dismissed) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, user.id);
    } catch {
      // Private modes may refuse storage; the banner still goes away until the next reload.
    }
    setDismissed(true);
  };

  return (
    <section
      aria-label="Confirm your e-mail address"
      className="border-b border-primary/15 bg-primary-soft/60 px-4 py-2.5 text-primary-soft-foreground md:px-8"
    >
      <div className="flex items-center gap-3">
        <MailWarning className="hidden size-5 shrink-0 sm:block" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm">
          Please confirm your e-mail address{' '}
          <span className="font-medium [overflow-wrap:anywhere]">{user.email}</span> with the link we sent
          you.
        </p>
        <Button variant="ghost-primary" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
          Send again
        </Button>
        <Button variant="ghost" size="icon-sm" aria-label="Dismiss" onClick={dismiss}>
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
