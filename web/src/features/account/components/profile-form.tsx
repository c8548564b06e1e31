import { type ProfileForm as ProfileValues, profileForm } from '@contract/account';
import type { UserInfo } from '@contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useUpdateInfo } from '../api/update-info';
import { GoogleProof } from './google-proof';

const FIELDS = ['first_name', 'last_name', 'email', 'current_password'] as const;

const valuesOf = (user: UserInfo): ProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
});

export function ProfileForm({ user }: { user: UserInfo }) {
  const location = useLocation();
  const update = useUpdateInfo();
  const form = useForm({ resolver: zodResolver(profileForm), defaultValues: valuesOf(user) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });
  const changingEmail = email.trim().toLowerCase() !== user.email;

  const onSubmit = async (values: ProfileValues) => {
    let saved: UserInfo;
    try {
      const { current_password: _password, ...details } = values;
      // The password only goes with a new address, which needs it.
      saved = await update.mutateAsync(changingEmail && user.has_password !== false ? values : details);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) showErrorToast(error);
      return;
    }
    form.reset(valuesOf(saved));
    toast.success(
      saved.email !== user.email
        ? `Saved. We've sent a link to ${saved.email} to confirm it.`
        : 'Your details are saved',
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.first_name?.message}>
          {(control) => <Input {...control} {...form.register('first_name')} autoComplete="given-name" />}
        </Field>
        <Field label="Last name" error={errors.last_name?.message}>
          {(control) => <Input {...control} {...form.register('last_name')} autoComplete="family-name" />}
        </Field>
      </div>
      <Field
        label="E-mail"
        error={errors.email?.message}
        aside={
          user.email_verified ? (
            <Badge tone="green">Verified</Badge>
          ) : (
            <Badge tone="neutral">Not verified</Badge>
          )
        }
        hint={
          changingEmail
            ? 'You sign in with the new address from now on. We send it a link to confirm it.'
            : 'You sign in with this address; password resets go here.'
        }
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        )}
      </Field>
      {changingEmail && user.has_password === false && <GoogleProof returnTo={location.pathname} />}
      {changingEmail && user.has_password !== false && (
        <Field
          label="Current password"
          error={errors.current_password?.message}
          hint="To move your account to another address, confirm it is you."
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('current_password')}
              autoComplete="current-password"
            />
          )}
        </Field>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty} className="w-full sm:w-auto">
          Save details
        </Button>
      </div>
    </form>
  );
}
