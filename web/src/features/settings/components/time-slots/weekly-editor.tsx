import type { WindowType } from '@contract/order-time';
import { useId } from 'react';
import { useFormState } from 'react-hook-form';
import { cn } from '../../../../lib/cn';
import type { WeeklyWindowsEditorState } from './use-weekly-windows-form';
import { WeeklyWindowsFields } from './weekly-windows-fields';

const TAB_LABELS: Record<WindowType, string> = { delivery: 'Delivery', pickup: 'Pickup' };

interface WeeklyEditorProps {
  editors: Record<WindowType, WeeklyWindowsEditorState>;
  tab: WindowType;
  onTabChange: (tab: WindowType) => void;
  today: string;
}

function TabDot({ editor }: { editor: WeeklyWindowsEditorState }) {
  const { isDirty } = useFormState({ control: editor.form.control });
  if (!isDirty) return null;
  return (
    <>
      <span aria-hidden="true" className="size-2 rounded-full bg-rose" />
      <span className="sr-only">(unsaved changes)</span>
    </>
  );
}

/**
 * Delivery and pickup windows as two tabs. Both forms stay mounted, so switching tabs keeps what was
 * typed in the other one.
 */
export function WeeklyEditor({ editors, tab, onTabChange, today }: WeeklyEditorProps) {
  const id = useId();
  const types: WindowType[] = ['delivery', 'pickup'];

  return (
    <div>
      <div
        role="tablist"
        aria-label="Window type"
        className="grid grid-cols-2 gap-1 rounded-2xl bg-muted p-1 sm:inline-grid sm:min-w-80"
        onKeyDown={(event) => {
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
          const next = tab === 'delivery' ? 'pickup' : 'delivery';
          onTabChange(next);
          document.getElementById(`${id}-tab-${next}`)?.focus();
        }}
      >
        {types.map((type) => (
          <button
            key={type}
            id={`${id}-tab-${type}`}
            type="button"
            role="tab"
            aria-selected={tab === type}
            aria-controls={`${id}-panel-${type}`}
            tabIndex={tab === type ? 0 : -1}
            onClick={() => onTabChange(type)}
            className={cn(
              'flex h-11 items-center justify-center gap-2 rounded-xl text-sm font-medium transition-colors',
              tab === type
                ? 'bg-surface text-foreground shadow-sm dark:bg-surface-raised'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {TAB_LABELS[type]}
            <TabDot editor={editors[type]} />
          </button>
        ))}
      </div>
      {types.map((type) => (
        <div
          key={type}
          id={`${id}-panel-${type}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${type}`}
          hidden={tab !== type}
          className="mt-5"
        >
          <WeeklyWindowsFields editor={editors[type]} today={today} />
        </div>
      ))}
    </div>
  );
}
