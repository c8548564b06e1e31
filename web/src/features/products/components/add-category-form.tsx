import { type CategoryInput, categoryInput } from '@contract/products';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useCreateCategory } from '../api/create-category';

/** A new category goes after the others; the server picks its position. */
export function AddCategoryForm() {
  const create = useCreateCategory();
  const form = useForm<CategoryInput>({
    resolver: zodResolver(categoryInput),
    defaultValues: { name: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (input: CategoryInput) => {
    try {
      await create.mutateAsync({ name: input.name });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['name'])) showErrorToast(error);
      return;
    }
    toast.success(`${input.name} added`);
    form.reset({ name: '' });
    form.setFocus('name');
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex items-start gap-2">
      <Field label="New category" error={errors.name?.message} className="min-w-0 flex-1">
        {(control) => <Input {...control} {...form.register('name')} placeholder="Wedding bouquets" />}
      </Field>
      <Button type="submit" variant="secondary" className="mt-6.5" loading={isSubmitting}>
        <Plus className="size-4" aria-hidden="true" />
        Add
      </Button>
    </form>
  );
}
