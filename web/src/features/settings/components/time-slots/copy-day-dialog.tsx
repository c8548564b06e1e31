import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogActions } from '../../../../components/ui/dialog';
import { DISPLAY_WEEKDAYS, weekdayName } from './weekly-form';

const WORKDAYS = [2, 3, 4, 5];

interface CopyDayDialogProps {
  open: boolean;
  from: number;
  onClose: () => void;
  onCopy: (targets: number[]) => void;
}

/** Copies one day's windows onto the days ticked; Tuesday to Friday are ticked to start with. */
export function CopyDayDialog({ open, from, onClose, onCopy }: CopyDayDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Copy ${weekdayName(from)}'s windows`}
      description="The days you tick get the same windows; the windows they have now are replaced."
    >
      {open && <CopyDayForm from={from} onClose={onClose} onCopy={onCopy} />}
    </Dialog>
  );
}

function CopyDayForm({ from, onClose, onCopy }: Omit<CopyDayDialogProps, 'open'>) {
  const days = DISPLAY_WEEKDAYS.filter((weekday) => weekday !== from);
  const [targets, setTargets] = useState<number[]>(() => days.filter((day) => WORKDAYS.includes(day)));
  const all = targets.length === days.length;

  const toggle = (weekday: number) =>
    setTargets((current) =>
      current.includes(weekday) ? current.filter((day) => day !== weekday) : [...current, weekday],
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onCopy(targets);
      }}
    >
      <fieldset>
        <legend className="sr-only">Copy to</legend>
        <ul className="divide-y divide-border rounded-2xl border border-border">
          {days.map((weekday) => (
            <li key={weekday}>
              <label className="flex h-12 cursor-pointer items-center gap-3 px-4">
                <input
                  type="checkbox"
                  checked={targets.includes(weekday)}
                  onChange={() => toggle(weekday)}
                  className="size-5 accent-primary"
                />
                <span className="font-medium">{weekdayName(weekday)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => setTargets(all ? [] : [...days])}>
        {all ? 'Untick all' : 'Tick every day'}
      </Button>
      <DialogActions>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={targets.length === 0}>
          {targets.length === 0
            ? 'Copy'
            : `Copy to ${targets.length} ${targets.length === 1 ? 'day' : 'days'}`}
        </Button>
      </DialogActions>
    </form>
  );
}
