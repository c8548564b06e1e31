import type { UseMutationResult } from '@tanstack/react-query';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';

/**
 * A settings screen's form: every setting held, checked with the contract's rules on save, the
 * server's field errors shown where they belong (anything else as a toast); `save` answers whether
 * it saved, and the form then holds what the server stored.
 */
export function useSettingsForm<Values extends FieldValues, Input>({
  saved,
  resolver,
  mutation,
  fields,
}: {
  saved: Values;
  resolver: Resolver<Values, unknown, Input>;
  mutation: UseMutationResult<Values, unknown, Input>;
  fields: readonly FieldPath<Values>[];
}) {
  const form = useForm<Values, unknown, Input>({
    resolver,
    defaultValues: saved as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const save = () =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (input) => {
          try {
            form.reset(await mutation.mutateAsync(input));
            resolve(true);
          } catch (error) {
            if (!applyServerFieldErrors(error, form.setError, fields)) showErrorToast(error);
            resolve(false);
          }
        },
        () => resolve(false),
      )();
    });

  return { form, save, saving: mutation.isPending };
}
