import type { TeamMember } from '@contract/team';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { memberName } from './member-labels';

interface DeactivateDialogProps {
  member: TeamMember | null;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
  error: string | null;
}

/** Asks before switching someone's access off; it signs them out on every device at once. */
export function DeactivateDialog({ member, onConfirm, onClose, pending, error }: DeactivateDialogProps) {
  const name = member ? memberName(member) : '';
  return (
    <ConfirmDialog
      open={member !== null}
      title={`Deactivate ${name}?`}
      confirmLabel="Deactivate"
      onConfirm={onConfirm}
      onClose={onClose}
      pending={pending}
      error={error}
    >
      {member?.invite_pending
        ? 'Their invitation link stops working. You can invite them again later.'
        : 'They are signed out on every device at once and cannot sign in until you activate them again. Their orders and work stay as they are.'}
    </ConfirmDialog>
  );
}
