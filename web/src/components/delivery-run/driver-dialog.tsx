import type { OutForDeliveryInput } from '@contract/delivery-run';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { userInfoQuery } from '../../lib/current-user';
import { Button } from '../ui/button';
import { Dialog, DialogActions } from '../ui/dialog';
import { Field } from '../ui/field';
import { Input, Select } from '../ui/input';
import { useDrivers } from './get-drivers';
import { StepError } from './step-error';

type Who = 'me' | 'someone' | 'courier';

const choices: { key: Who; label: string }[] = [
  { key: 'me', label: 'Me' },
  { key: 'someone', label: 'Someone of the team' },
  { key: 'courier', label: 'A courier' },
];

/** Who takes the order out: me, someone of the team, or a courier by name. */
export function DriverDialog({
  open,
  number,
  pending,
  error,
  onClose,
  onSend,
}: {
  open: boolean;
  number: number;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSend: (driver: OutForDeliveryInput) => void;
}) {
  const { data: user } = useQuery(userInfoQuery);
  const [who, setWho] = useState<Who>('me');
  const drivers = useDrivers(open && who === 'someone');
  const [personId, setPersonId] = useState('');
  const [courier, setCourier] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (who === 'me' && user) return onSend({ driver_id: user.id });
    if (who === 'someone') {
      if (!personId) return setProblem('Choose who drives');
      return onSend({ driver_id: personId });
    }
    if (!courier.trim()) return setProblem('Enter the courier’s name');
    onSend({ driver_name: courier.trim() });
  };

  return (
    <Dialog open={open} onClose={onClose} title={`Send #${number} out`} description="Who takes it?">
      <form onSubmit={submit} noValidate>
        <fieldset className="space-y-2">
          <legend className="sr-only">Driver</legend>
          {choices.map((choice) => (
            <label
              key={choice.key}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-input px-3.5 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/60"
            >
              <input
                type="radio"
                name="driver-choice"
                value={choice.key}
                checked={who === choice.key}
                onChange={() => setWho(choice.key)}
                className="size-5 shrink-0 cursor-pointer accent-[var(--primary)]"
              />
              <span className="text-[15px] font-medium">{choice.label}</span>
            </label>
          ))}
        </fieldset>
        {who === 'someone' && (
          <Field label="Driver" className="mt-4" error={problem ?? undefined}>
            {(control) => (
              <Select {...control} value={personId} onChange={(event) => setPersonId(event.target.value)}>
                <option value="">{drivers.isPending ? 'Loading the team…' : 'Choose someone'}</option>
                {drivers.data?.items.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        {who === 'courier' && (
          <Field label="Courier’s name" className="mt-4" error={problem ?? undefined}>
            {(control) => (
              <Input
                {...control}
                value={courier}
                maxLength={120}
                placeholder="e.g. City Bike Couriers"
                onChange={(event) => setCourier(event.target.value)}
              />
            )}
          </Field>
        )}
        <StepError message={error} />
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} size="lg">
            Out for delivery
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
