import { type RegisterInput, registerInput } from '@contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSignUp } from '../api/sign-up';

export function SignUpForm({ onSignedUp }: { onSignedUp: () => Promise<void> }) {
  const signUp = useSignUp();
  const form = useForm({ resolver: zodResolver(registerInput), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: RegisterInput) => {
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      // A taken e-mail or a password the server refuses belongs beside its field.
      if (!applyServerFieldErrors(error, form.setError, ['email', 'password'])) showErrorToast(error);
      return;
    }
    await onSignedUp();
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
      <Field
        label="Password"
        error={errors.password?.message}
        hint="At least 10 characters. Avoid common passwords and your e-mail address."
      >
        {(control) => (
          <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        Create account
      </Button>
    </form>
  );
}
