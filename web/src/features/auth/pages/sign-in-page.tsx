import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageSpinner } from '../../../components/ui/spinner';
import { googleRedirectUri, takeGoogleCode, takeGoogleReturn } from '../../../lib/google-oauth';
import { useGoogleSignIn } from '../api/google-sign-in';
import { AuthLayout } from '../components/auth-layout';
import { GoogleButton } from '../components/google-button';

import { SignInForm } from '../components/sign-in-form';
import { useContinueAfterSignIn } from '../hooks/use-continue-after-sign-in';

/**
 * Finishes a Google sign-in when Google has sent the user back here with a code. A sign-in started
 * to confirm a change (profile page) goes back to where it started.
 */
function useGoogleReturn() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const google = useGoogleSignIn();
  const continueAfterSignIn = useContinueAfterSignIn();
  const handled = useRef(false);
  const returning = search.has('code') || search.has('error');

  useEffect(() => {
    if (!returning || handled.current) return;
    handled.current = true;
    const code = takeGoogleCode(search);
    const back = takeGoogleReturn();
    setSearch({}, { replace: true });
    const goOn = () => (back ? navigate(back, { replace: true }) : void continueAfterSignIn());
    if (!code) {
      toast.error('Google sign-in was cancelled or expired. Please try again.');
      if (back) goOn();
      return;
    }
    google.mutate({ code, redirect_uri: googleRedirectUri() }, { onSuccess: goOn });
  }, [returning, search, setSearch, google, continueAfterSignIn, navigate]);

  return google.isPending;
}

export function SignInPage() {
  const continueAfterSignIn = useContinueAfterSignIn();
  const finishingGoogle = useGoogleReturn();

  return (
    <AuthLayout>
      {finishingGoogle ? (
        <PageSpinner label="Signing in with Google" />
      ) : (
        <>
          <h1 className="font-display text-3xl font-semibold tracking-tight">Welcome back</h1>
          <p className="mt-2 mb-8 text-muted-foreground">Sign in to run your shop.</p>
          <GoogleButton label="Sign in with Google" />
          <SignInForm onSignedIn={continueAfterSignIn} />
          <p className="mt-8 text-center text-sm text-muted-foreground">
            New to Petal?{' '}
            <Link to="/signup" className="font-medium text-primary hover:underline">
              Create an account
            </Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
