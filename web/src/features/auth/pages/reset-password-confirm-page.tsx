import { type NewPasswordForm, newPasswordForm } from '@contract/password-reset';
import { zodResolver } from '@hookform/resolvers/zod';
import { LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { isApiError } from '../../../lib/api-error';
import { session } from '../../../lib/auth';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { AuthNotice } from '../components/auth-notice';

/** A link that was used, has expired or never existed: the server names `token` in the details. */
const deadLinkMessage = (error: unknown) =>
  isApiError(error) && typeof error.details.token === 'string' ? error.details.token : null;

export function ResetPasswordConfirmPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: NewPasswordForm) => {
    let message: string;
    try {
      ({ message } = await confirm.mutateAsync({ token, ...values }));
    } catch (error) {
      const dead = deadLinkMessage(error);
      if (dead) setDeadLink(dead);
      else if (!applyServerFieldErrors(error, form.setError, ['password', 'confirm_password'])) {
        showErrorToast(error);
      }
      return;
    }
    // The reset ended every session, this tab's too.
    if (session.isSignedIn()) await session.logout();
    toast.success(message);
    navigate('/login', { replace: true });
  };

  if (deadLink) {
    return (
      <AuthLayout>
        <AuthNotice
          icon={LinkIcon}
          tone="danger"
          title="This link can't be used"
          actions={
            <>
              <Link to="/reset-password" className={buttonClasses('primary', 'lg', 'w-full')}>
                Get a new link
              </Link>
              <Link to="/login" className={buttonClasses('ghost', 'lg', 'w-full')}>
                Back to sign in
              </Link>
            </>
          }
        >
          <p role="alert">{deadLink}</p>
        </AuthNotice>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <h1 className="font-display text-3xl font-semibold tracking-tight">Choose a new password</h1>
      <p className="mt-2 mb-8 text-muted-foreground">
        After this, every device signed in to your account is signed out.
      </p>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
        <Field
          label="New password"
          error={errors.password?.message}
          hint="At least 10 characters. Avoid common passwords and your e-mail address."
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('password')}
              autoComplete="new-password"
              autoFocus
            />
          )}
        </Field>
        <Field label="Repeat new password" error={errors.confirm_password?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('confirm_password')} autoComplete="new-password" />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          Set new password
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        <Link to="/login" className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
