import { type ResetPasswordRequestInput, resetPasswordRequestInput } from '@contract/password-reset';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { AuthNotice } from '../components/auth-notice';

/** The same words whether or not the address has an account, as the server's answer is. */
export const RESET_SENT = "If an account exists for that e-mail, we've sent a link to reset your password.";

export function ResetPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthLayout>
      {sentTo ? (
        <ResetLinkSent email={sentTo} onAgain={() => setSentTo(null)} />
      ) : (
        <>
          <h1 className="font-display text-3xl font-semibold tracking-tight">Reset your password</h1>
          <p className="mt-2 mb-8 text-muted-foreground">
            Enter the e-mail address of your account and we'll send you a link to choose a new password.
          </p>
          <RequestForm onSent={setSentTo} />
          <p className="mt-8 text-center text-sm text-muted-foreground">
            Remembered it?{' '}
            <Link to="/login" className="font-medium text-primary hover:underline">
              Back to sign in
            </Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}

function RequestForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(resetPasswordRequestInput), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: ResetPasswordRequestInput) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['email'])) showErrorToast(error);
      return;
    }
    onSent(values.email);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <Field label="E-mail" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        Send reset link
      </Button>
    </form>
  );
}

function ResetLinkSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  return (
    <AuthNotice
      icon={MailCheck}
      tone="success"
      title="Check your inbox"
      actions={
        <>
          <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
            Back to sign in
          </Link>
          <Button variant="ghost" size="lg" className="w-full" onClick={onAgain}>
            Use another e-mail
          </Button>
        </>
      }
    >
      <p role="status">{RESET_SENT}</p>
      <p>
        Look for it in the inbox of{' '}
        <span className="font-medium [overflow-wrap:anywhere] text-foreground">{email}</span>. The link works
        for one hour. Nothing there after a few minutes? Check the spam folder, or try another address.
      </p>
    </AuthNotice>
  );
}
