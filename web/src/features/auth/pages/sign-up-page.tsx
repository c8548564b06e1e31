import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { GoogleButton } from '../components/google-button';
import { SignUpForm } from '../components/sign-up-form';
import { useContinueAfterSignIn } from '../hooks/use-continue-after-sign-in';

export function SignUpPage() {
  const continueAfterSignUp = useContinueAfterSignIn();
  return (
    <AuthLayout>
      <h1 className="font-display text-3xl font-semibold tracking-tight">Open your shop on Petal</h1>
      <p className="mt-2 mb-8 text-muted-foreground">
        Create an account; setting up your shop takes two minutes.
      </p>
      <GoogleButton label="Sign up with Google" />
      <SignUpForm onSignedUp={continueAfterSignUp} />
      <p className="mt-8 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
