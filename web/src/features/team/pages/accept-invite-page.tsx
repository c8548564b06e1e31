import { type AcceptInviteForm, acceptInviteForm, type InviteDetails } from '@contract/team';
import { zodResolver } from '@hookform/resolvers/zod';
import { LinkIcon, MailX } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useAcceptInvite } from '../api/accept-invite';
import { useDeclineInvite } from '../api/decline-invite';
import { useInvite } from '../api/get-invite';
import { roleLabels } from '../components/member-labels';

/** A link that was used, has expired or was withdrawn: the server names `token` in the details. */
const deadLinkMessage = (error: unknown) =>
  isApiError(error) && typeof error.details.token === 'string' ? error.details.token : null;

const hasExpired = (error: unknown) => isApiError(error) && error.details.expired === true;

/** /invite/{token}: the invitee chooses a password and lands in the back office, signed in. */
export function AcceptInvitePage() {
  const { token = '' } = useParams();
  const invite = useInvite(token);

  if (invite.isPending) return <PageSpinner />;
  if (invite.isError) {
    return (
      <DeadLink
        expired={hasExpired(invite.error)}
        message={
          deadLinkMessage(invite.error) ??
          (isApiError(invite.error) && invite.error.status < 500
            ? invite.error.message
            : 'We could not check this invitation. Check your connection and reload the page.')
        }
      />
    );
  }
  return <AcceptForm token={token} invite={invite.data} />;
}

function DeadLink({ message, expired = false }: { message: string; expired?: boolean }) {
  return (
    <EmptyState
      icon={LinkIcon}
      title={expired ? 'This invitation has expired' : "This invitation can't be used"}
      action={
        <Link to="/login" className={buttonClasses('outline')}>
          Go to sign in
        </Link>
      }
    >
      <p role="alert">{message}</p>
    </EmptyState>
  );
}

const FIELDS = ['first_name', 'last_name', 'password', 'confirm_password'] as const;

function AcceptForm({ token, invite }: { token: string; invite: InviteDetails }) {
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const decline = useDeclineInvite();
  const form = useForm({
    resolver: zodResolver(acceptInviteForm),
    defaultValues: {
      first_name: invite.first_name,
      last_name: invite.last_name,
      password: '',
      confirm_password: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: AcceptInviteForm) => {
    try {
      await accept.mutateAsync({ token, ...values });
    } catch (error) {
      const dead = deadLinkMessage(error);
      if (dead) form.setError('root', { type: 'server', message: dead });
      else if (!applyServerFieldErrors(error, form.setError, FIELDS)) showErrorToast(error);
      return;
    }
    toast.success(`Welcome to ${invite.business_name}!`);
    navigate('/intern/orders', { replace: true });
  };

  const onDecline = () =>
    decline.mutate(token, {
      onError: (error) => {
        const dead = deadLinkMessage(error);
        if (dead) form.setError('root', { type: 'server', message: dead });
        else showErrorToast(error);
      },
    });

  if (decline.isSuccess) return <Declined message={decline.data.message} />;
  if (errors.root?.message) return <DeadLink message={errors.root.message} />;

  return (
    <div className="mx-auto w-full max-w-md">
      <h1 className="font-display text-3xl font-semibold tracking-tight">Join {invite.business_name}</h1>
      <p className="mt-2 text-muted-foreground">
        You're invited as a {roleLabels[invite.role].toLowerCase()}. Choose a password to sign in as{' '}
        <span className="font-medium break-all text-foreground">{invite.email}</span>.
      </p>
      <Card className="mt-6 p-5 sm:p-6">
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="First name" error={errors.first_name?.message}>
              {(control) => <Input {...control} {...form.register('first_name')} autoComplete="given-name" />}
            </Field>
            <Field label="Last name" error={errors.last_name?.message}>
              {(control) => <Input {...control} {...form.register('last_name')} autoComplete="family-name" />}
            </Field>
          </div>
          {/* Lets a password manager store the new password under the right account. */}
          <input type="email" value={invite.email} autoComplete="username" readOnly hidden />
          <Field
            label="Password"
            error={errors.password?.message}
            hint="At least 10 characters. Avoid common passwords and your e-mail address."
          >
            {(control) => (
              <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" />
            )}
          </Field>
          <Field label="Repeat password" error={errors.confirm_password?.message}>
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('confirm_password')}
                autoComplete="new-password"
              />
            )}
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
            Join {invite.business_name}
          </Button>
        </form>
      </Card>
      <div className="mt-6 flex flex-col items-center gap-1 text-center text-sm text-muted-foreground">
        <p>Not for you, or you don't want to join? {invite.business_name} then no longer has your address.</p>
        <Button
          type="button"
          variant="ghost-danger"
          size="sm"
          onClick={onDecline}
          loading={decline.isPending}
          disabled={isSubmitting}
        >
          Decline the invitation
        </Button>
      </div>
    </div>
  );
}

function Declined({ message }: { message: string }) {
  return (
    <EmptyState icon={MailX} title="Invitation declined">
      <p role="status">{message}</p>
    </EmptyState>
  );
}
