import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';

interface ToggleRowProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'children'> {
  label: string;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Shown under the row while it is on, e.g. a field that belongs to the setting. */
  children?: ReactNode;
}

/** One on/off setting: its name and what it does on the left, the switch on the right. */
export function ToggleRow({ label, description, children, ...input }: ToggleRowProps) {
  const id = useId();
  return (
    <div className="py-4">
      <div className="flex items-start gap-4">
        <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
          <span className="block font-medium">{label}</span>
          {description && (
            <span id={`${id}-description`} className="mt-0.5 block text-sm text-muted-foreground">
              {description}
            </span>
          )}
        </label>
        <Switch id={id} aria-describedby={description ? `${id}-description` : undefined} {...input} />
      </div>
      {children}
    </div>
  );
}
