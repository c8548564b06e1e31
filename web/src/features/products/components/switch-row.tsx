import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { Switch } from '../../../components/ui/switch';

interface SwitchRowProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: string;
  description: string;
  ref?: Ref<HTMLInputElement>;
}

/** An on/off choice with what it means beside it; the whole text is the switch's label. */
export function SwitchRow({ label, description, ...input }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-4 rounded-xl bg-muted/60 px-3.5 py-3">
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
        <span className="block font-medium">{label}</span>
        <span id={`${id}-description`} className="mt-0.5 block text-sm text-muted-foreground">
          {description}
        </span>
      </label>
      <Switch id={id} aria-describedby={`${id}-description`} {...input} />
    </div>
  );
}
