import { type LoginInput, loginInput } from '@contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { isApiError } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSignIn } from '../api/sign-in';

export function SignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const signIn = useSignIn();
  const form = useForm({ resolver: zodResolver(loginInput), defaultValues: { username: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: LoginInput) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['username', 'password'])) return;
      // A deactivated account: the server's sentence says what to do, the generic one would not.
      if (isApiError(error) && error.code === 'PERMISSION_DENIED') toast.error(error.message);
      else showErrorToast(error);
      return;
    }
    await onSignedIn();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <Field label="E-mail" error={errors.username?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('username')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
          />
        )}
      </Field>
      <Field
        label="Password"
        error={errors.password?.message}
        aside={
          <Link
            to="/reset-password"
            className="inline-flex min-h-11 items-center text-sm font-medium text-primary hover:underline md:min-h-0"
          >
            Forgot password?
          </Link>
        }
      >
        {(control) => (
          <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}
