import { MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { showErrorToast } from '../../../lib/error-toast';
import { useRequestPasswordLink } from '../api/request-password-link';

/**
 * An account that signs in with Google sets its first password from an e-mailed link: the session
 * alone could be someone else's at an unattended computer, the mailbox is the owner's.
 */
export function PasswordLink({ email }: { email: string }) {
  const request = useRequestPasswordLink();
  const send = () => request.mutate(undefined, { onError: showErrorToast });

  return (
    <div className="space-y-4">
      <p className="rounded-xl bg-muted px-3.5 py-3 text-sm text-muted-foreground">
        You sign in with Google. To sign in with your e-mail address too, choose a password: we e-mail a link
        to <span className="font-medium break-all text-foreground">{email}</span> to set it.
      </p>
      {request.isSuccess ? (
        <p role="status" className="flex items-start gap-2 text-sm">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {request.data.message}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="button" onClick={send} loading={request.isPending} className="w-full sm:w-auto">
          {request.isSuccess ? 'Send the link again' : 'E-mail me a link'}
        </Button>
      </div>
    </div>
  );
}
