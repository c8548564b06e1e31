import { Copy, Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { ClosedDays } from './closed-days';
import { CopyDayDialog } from './copy-day-dialog';
import type { WeeklyWindowsEditorState } from './use-weekly-windows-form';
import { copyDay, DISPLAY_WEEKDAYS, ROW_GRID_HEAD, suggestWindow, weekdayName } from './weekly-form';
import { ROW_GRID, WindowRow } from './window-row';

const MONDAY = 1;

interface WeeklyWindowsFieldsProps {
  editor: WeeklyWindowsEditorState;
  today: string;
}

/** The week of one window type, Monday first: each day's windows, then the closed days. */
export function WeeklyWindowsFields({ editor, today }: WeeklyWindowsFieldsProps) {
  const { form, windowType } = editor;
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name: 'windows' });
  const { errors } = useFormState({ control: form.control });
  const [copying, setCopying] = useState(false);
  // Rows never change their weekday, so the field list (which re-renders only when rows come and go)
  // is enough here; the times are read when needed.
  const mondayHasWindows = fields.some((field) => field.weekday === MONDAY);
  const rootError = errors.root?.server?.message ?? errors.windows?.root?.message ?? errors.windows?.message;

  const addWindow = (weekday: number) => {
    const windows = form.getValues('windows');
    const suggestion = suggestWindow(windows.filter((window) => window.weekday === weekday));
    append({ weekday, ...suggestion, capacity: null }, { focusName: `windows.${windows.length}.start` });
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 basis-60 text-sm text-muted-foreground">
          Add the {windowType === 'delivery' ? 'delivery' : 'pickup'} windows customers can choose.{' '}
          <span className="font-medium text-foreground">Max</span> is the most orders a window takes; leave it
          empty for no limit.
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setCopying(true)}
          disabled={!mondayHasWindows}
          title={mondayHasWindows ? undefined : 'Add a window on Monday first'}
        >
          <Copy className="size-4" aria-hidden="true" />
          Copy Monday to other days
        </Button>
      </div>

      {rootError && (
        <p role="alert" className="rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
          {rootError}
        </p>
      )}

      <ol className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {DISPLAY_WEEKDAYS.map((weekday) => {
          const rows = fields
            .map((field, index) => ({ field, index }))
            .filter(({ field }) => field.weekday === weekday);
          const name = weekdayName(weekday);
          return (
            <li key={weekday} className="px-3 py-3 sm:px-4">
              <section aria-label={name}>
                <div className="flex min-h-10 items-center gap-2">
                  <h3 className="font-semibold">{name}</h3>
                  {rows.length === 0 && (
                    <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                      Closed
                    </span>
                  )}
                  <Button
                    variant="ghost-primary"
                    size="sm"
                    onClick={() => addWindow(weekday)}
                    aria-label={`Add a window on ${name}`}
                    className="ml-auto"
                  >
                    <Plus className="size-4" aria-hidden="true" />
                    {/* The visible words begin the button's name, so speech control finds it by them. */}
                    Add a window
                  </Button>
                </div>
                {rows.length > 0 && (
                  <>
                    <div aria-hidden="true" className={`${ROW_GRID} ${ROW_GRID_HEAD}`}>
                      <span>From</span>
                      <span />
                      <span>To</span>
                      <span className="text-center">
                        Max<span className="hidden sm:inline"> orders</span>
                      </span>
                      <span />
                    </div>
                    <ul className="mt-1 space-y-2">
                      {rows.map(({ field, index }, position) => (
                        <WindowRow
                          key={field.id}
                          form={form}
                          index={index}
                          weekday={weekday}
                          position={position + 1}
                          onRemove={remove}
                        />
                      ))}
                    </ul>
                  </>
                )}
              </section>
            </li>
          );
        })}
      </ol>

      <ClosedDays form={form} windowType={windowType} today={today} />

      <CopyDayDialog
        open={copying}
        from={MONDAY}
        onClose={() => setCopying(false)}
        onCopy={(targets) => {
          replace(copyDay(form.getValues('windows'), MONDAY, targets));
          setCopying(false);
        }}
      />
    </div>
  );
}
