import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-error';
import { errorToastMessage } from '../../../lib/error-toast';
import { useUpdateNote } from '../api/update-note';

const MAX = 2000;

/** The shop's private note: never shown to the customer. */
export function NoteEditor({ uuid, saved }: { uuid: string; saved: string }) {
  const update = useUpdateNote(uuid);
  const [note, setNote] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  // A note saved elsewhere replaces this one unless it is being edited.
  const [base, setBase] = useState(saved);
  if (saved !== base) {
    setBase(saved);
    if (note === base) setNote(saved);
  }
  const dirty = note !== saved;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (note.length > MAX) {
      setError(`Use at most ${MAX} characters`);
      return;
    }
    try {
      await update.mutateAsync(note.trim());
      toast.success('Note saved');
    } catch (failure) {
      const detail = isApiError(failure) ? failure.details.note : undefined;
      setError(typeof detail === 'string' ? detail : errorToastMessage(failure));
    }
  };

  return (
    <form onSubmit={save} noValidate>
      <label htmlFor={`note-${uuid}`} className="sr-only">
        Note
      </label>
      <Textarea
        id={`note-${uuid}`}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder="Only your shop sees this: colours, the customer's wishes, who takes it…"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `note-${uuid}-error` : undefined}
      />
      {error && (
        <p id={`note-${uuid}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
      <div className="mt-2.5 flex items-center justify-end gap-2">
        {dirty && (
          <Button variant="ghost" size="sm" onClick={() => setNote(saved)} disabled={update.isPending}>
            Discard
          </Button>
        )}
        <Button type="submit" variant="secondary" size="sm" disabled={!dirty} loading={update.isPending}>
          Save note
        </Button>
      </div>
    </form>
  );
}
