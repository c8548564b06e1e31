import { Select } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { TIME_OPTIONS } from './time-slots/weekly-form';

/** Made once: every select shares these elements, so re-rendering a row does not rebuild 97 options. */
const OPTION_ELEMENTS = TIME_OPTIONS.map((time) => (
  <option key={time} value={time}>
    {time}
  </option>
));

/**
 * A time of day as a list of quarter hours in 24-hour form ("14:00"), the way customers see time
 * slots, whatever the browser's locale; a phone shows it as a wheel.
 */
export function TimeSelect({
  value,
  className,
  ...rest
}: React.SelectHTMLAttributes<HTMLSelectElement> & { value: string; ref?: React.Ref<HTMLSelectElement> }) {
  // A time that is not on the quarter-hour grid (set through the API) still shows as itself.
  const options =
    TIME_OPTIONS.includes(value) || !value
      ? OPTION_ELEMENTS
      : [...TIME_OPTIONS, value].sort().map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ));
  return (
    <Select value={value} controlSize="compact" className={cn('tabular-nums', className)} {...rest}>
      {options}
    </Select>
  );
}
