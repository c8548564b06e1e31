import { type WeeklyWindows, type WindowType, weeklyWindowsInput } from '@contract/order-time';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { isApiError } from '../../../../lib/api-error';
import { showErrorToast } from '../../../../lib/error-toast';
import { useUpdateWeeklyWindows } from '../../api/update-weekly-windows';
import { numberMessages } from '../form-messages';
import { toFormValues, type WeeklyFormValues } from './weekly-form';

export type WeeklyForm = UseFormReturn<WeeklyFormValues>;

const resolver = zodResolver(weeklyWindowsInput, numberMessages) as unknown as Resolver<WeeklyFormValues>;

const WINDOW_FIELD = /^windows\.(\d+)\.(weekday|start|end|capacity)$/;
const WINDOW = /^windows\.(\d+)$/;
const CLOSED_DAY = /^disabled_days(\.\d+)?$/;

const messageOf = (detail: unknown) =>
  typeof detail === 'string'
    ? detail
    : Array.isArray(detail)
      ? detail.find((item) => typeof item === 'string')
      : undefined;

/**
 * Puts the server's `details` on the row they name (`windows.2.start` → the third window's start),
 * closed-day errors on the closed days, and the rest above the editor. Answers whether any was placed.
 */
export function applyWeeklyErrors(error: unknown, form: WeeklyForm): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  const rows = form.getValues('windows').length;
  for (const [key, detail] of Object.entries(error.details)) {
    const message = messageOf(detail);
    if (!message) continue;
    const field = WINDOW_FIELD.exec(key);
    const row = WINDOW.exec(key);
    const focus = { shouldFocus: !applied };
    if (field && Number(field[1]) < rows) {
      form.setError(key as `windows.${number}.start`, { type: 'server', message }, focus);
    } else if (row && Number(row[1]) < rows) {
      form.setError(`windows.${Number(row[1])}.start`, { type: 'server', message }, focus);
    } else if (CLOSED_DAY.test(key)) {
      const index = key.split('.')[1];
      const day = index === undefined ? undefined : form.getValues('disabled_days')[Number(index)];
      form.setError('disabled_days', { type: 'server', message: day ? `${day}: ${message}` : message });
    } else {
      form.setError('root.server', { type: 'server', message });
    }
    applied = true;
  }
  return applied;
}

/**
 * The weekly windows of one window type as a form, checked with the contract's rules before sending.
 * `save` answers whether it saved; after a save the form holds what the server stored.
 */
export function useWeeklyWindowsForm(windowType: WindowType, saved: WeeklyWindows | undefined) {
  const update = useUpdateWeeklyWindows();
  const form = useForm<WeeklyFormValues>({
    resolver,
    defaultValues: toFormValues(windowType, saved),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const save = () =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (values) => {
          try {
            const result = await update.mutateAsync({
              window_type: windowType,
              windows: values.windows.map(({ weekday, start, end, capacity }) => ({
                weekday,
                start,
                end,
                capacity,
              })),
              disabled_days: values.disabled_days,
            });
            form.reset(toFormValues(windowType, result));
            resolve(true);
          } catch (error) {
            if (!applyWeeklyErrors(error, form)) showErrorToast(error);
            resolve(false);
          }
        },
        () => resolve(false),
      )();
    });

  const discard = () => form.reset();

  return { windowType, form, save, discard, saving: update.isPending };
}

export type WeeklyWindowsEditorState = ReturnType<typeof useWeeklyWindowsForm>;
