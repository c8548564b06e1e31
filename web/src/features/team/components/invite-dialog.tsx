import { type InviteRole, inviteInput } from '@contract/team';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useInviteMember } from '../api/invite-member';

const FIELDS = ['email', 'role', 'first_name', 'last_name'] as const;

const roleHints: Record<InviteRole, string> = {
  florist: 'Works on orders, stock and products.',
  manager: 'Also sees analytics, customers, payments and settings, and invites florists.',
};

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** Only the owner invites managers (docs/product.md, Roles). */
  canInviteManagers: boolean;
}

export function InviteDialog({ open, onClose, canInviteManagers }: InviteDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Invite to your team"
      description="They get an e-mail from your shop with a link to choose a password."
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      <InviteForm onDone={onClose} canInviteManagers={canInviteManagers} />
    </Dialog>
  );
}

function InviteForm({ onDone, canInviteManagers }: { onDone: () => void; canInviteManagers: boolean }) {
  const invite = useInviteMember();
  const form = useForm({
    resolver: zodResolver(inviteInput),
    defaultValues: { email: '', role: 'florist' as InviteRole, first_name: '', last_name: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch('role');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) showErrorToast(error);
      return;
    }
    toast.success(`Invitation sent to ${values.email}`);
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="E-mail" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="off"
            inputMode="email"
            autoFocus
            placeholder="name@example.com"
          />
        )}
      </Field>
      {canInviteManagers ? (
        <Field label="Role" error={errors.role?.message} hint={roleHints[role]}>
          {(control) => (
            <Select {...control} {...form.register('role')}>
              <option value="florist">Florist</option>
              <option value="manager">Manager</option>
            </Select>
          )}
        </Field>
      ) : (
        <div className="space-y-1.5 text-sm">
          <p className="font-medium">Role: Florist</p>
          <p className="text-muted-foreground">{roleHints.florist} Only the owner invites managers.</p>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name (optional)" error={errors.first_name?.message}>
          {(control) => <Input {...control} {...form.register('first_name')} autoComplete="off" />}
        </Field>
        <Field label="Last name (optional)" error={errors.last_name?.message}>
          {(control) => <Input {...control} {...form.register('last_name')} autoComplete="off" />}
        </Field>
      </div>
      <DialogActions>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <Send className="size-4" aria-hidden="true" />
          Send invitation
        </Button>
      </DialogActions>
    </form>
  );
}
