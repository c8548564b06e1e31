import { type PasswordForm as PasswordValues, passwordForm } from '@contract/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useUpdatePassword } from '../api/update-password';

const FIELDS = ['current_password', 'password', 'confirm_password'] as const;
const EMPTY: PasswordValues = { current_password: '', password: '', confirm_password: '' };

/**
 * Changes the password with the current one (an account without one gets an e-mailed link instead:
 * PasswordLink). Other devices are signed out; this one stays signed in.
 */
export function PasswordForm({ email }: { email: string }) {
  const update = useUpdatePassword();
  const form = useForm({ resolver: zodResolver(passwordForm), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: PasswordValues) => {
    try {
      const { message } = await update.mutateAsync(values);
      toast.success(message);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) showErrorToast(error);
      return;
    }
    form.reset(EMPTY);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      {/* Lets a password manager store the new password under the right account. */}
      <input type="email" value={email} autoComplete="username" readOnly hidden />
      <Field label="Current password" error={errors.current_password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('current_password')}
            autoComplete="current-password"
          />
        )}
      </Field>
      <Field
        label="New password"
        error={errors.password?.message}
        hint="At least 10 characters. Avoid common passwords and your e-mail address."
      >
        {(control) => (
          <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" />
        )}
      </Field>
      <Field label="Repeat new password" error={errors.confirm_password?.message}>
        {(control) => (
          <PasswordInput {...control} {...form.register('confirm_password')} autoComplete="new-password" />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
          Change password
        </Button>
      </div>
    </form>
  );
}
