import { type FormEvent, useState } from 'react';
import { Button } from '../ui/button';
import { Dialog, DialogActions } from '../ui/dialog';
import { Field } from '../ui/field';
import { Textarea } from '../ui/textarea';
import { StepError } from './step-error';

/** Nobody was home: the driver says what happened, for the shop and the next try. */
export function AttemptDialog({
  open,
  number,
  pending,
  error,
  onClose,
  onSave,
}: {
  open: boolean;
  number: number;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (note: string) => void;
}) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setProblem('Say what happened');
    setProblem(null);
    onSave(note.trim());
  };
  return (
    <Dialog open={open} onClose={onClose} title={`#${number}: not home`}>
      <form onSubmit={submit} noValidate>
        <Field label="What happened?" error={problem ?? undefined}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={1000}
              value={note}
              placeholder="e.g. Nobody answered, card in the letterbox"
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        <StepError message={error} />
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} size="lg">
            Save note
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
