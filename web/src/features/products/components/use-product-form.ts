import { type ProductInput, productInput } from '@contract/products';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { ProductFormValues } from './product-form-values';

// The contract's schema reads the form's text ("39,90", "" for made to order) exactly as the server
// reads form data, so the form checks with the same rules and messages as the server.
const resolver = zodResolver(productInput) as unknown as Resolver<ProductFormValues, unknown, ProductInput>;

export function useProductForm(defaultValues: ProductFormValues) {
  return useForm<ProductFormValues, unknown, ProductInput>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

export type ProductForm = ReturnType<typeof useProductForm>;
