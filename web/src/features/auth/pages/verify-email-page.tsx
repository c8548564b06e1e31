import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useIsSignedIn } from '../../../lib/auth';
import { userInfoQuery } from '../../../lib/current-user';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';
import { AuthNotice } from '../components/auth-notice';

const FALLBACK_ERROR = 'This confirmation link is not valid any more.';

/** Opened from the e-mail: confirms the address at once, signed in or not. */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const verify = useVerifyEmail();
  const signedIn = useIsSignedIn();
  const started = useRef(false);
  const { mutate } = verify;
  // A signed-in user who opens a used link again may well be confirmed already.
  const { data: user } = useQuery({ ...userInfoQuery, enabled: signedIn, meta: { errorToast: false } });

  useEffect(() => {
    // Once per page, also under StrictMode's double effects: the link works only once.
    if (started.current) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);

  const confirmedEarlier = verify.isError && user?.email_verified;
  if (verify.isSuccess || confirmedEarlier) {
    const email = verify.data?.email ?? user?.email ?? '';
    return (
      <AuthLayout>
        <AuthNotice
          icon={BadgeCheck}
          tone="success"
          title={
            confirmedEarlier ? 'Your e-mail address is already confirmed' : 'Your e-mail address is confirmed'
          }
          actions={
            signedIn ? (
              <Link to="/intern" className={buttonClasses('primary', 'lg', 'w-full')}>
                Continue to Petal
              </Link>
            ) : (
              <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
                Sign in
              </Link>
            )
          }
        >
          <p role="status">
            Thank you. <span className="font-medium [overflow-wrap:anywhere] text-foreground">{email}</span>{' '}
            is confirmed, so password resets and notices will reach you.
          </p>
        </AuthNotice>
      </AuthLayout>
    );
  }

  if (verify.isError) {
    return (
      <AuthLayout>
        <AuthNotice
          icon={MailWarning}
          tone="danger"
          title="This link can't be used"
          actions={signedIn ? <SignedInActions /> : <SignedOutActions />}
        >
          <p role="alert">{verify.error.message || FALLBACK_ERROR}</p>
          <p>
            {signedIn
              ? 'Ask for a new link and use the one in the latest e-mail.'
              : 'Sign in and ask for a new link from the banner at the top of Petal.'}
          </p>
        </AuthNotice>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <PageSpinner label="Confirming your e-mail address" />
    </AuthLayout>
  );
}

function SignedInActions() {
  const resend = useResendVerification();
  return (
    <>
      <Button size="lg" className="w-full" loading={resend.isPending} onClick={() => resend.mutate()}>
        Send a new link
      </Button>
      <Link to="/intern" className={buttonClasses('ghost', 'lg', 'w-full')}>
        Continue to Petal
      </Link>
    </>
  );
}

function SignedOutActions() {
  return (
    <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
      Sign in
    </Link>
  );
}
