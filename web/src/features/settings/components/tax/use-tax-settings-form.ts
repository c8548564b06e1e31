import { type TaxSettings, type TaxSettingsInput, taxSettingsInput } from '@contract/tax';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useUpdateTaxSettings } from '../../api/update-tax-settings';
import { numberMessages } from '../form-messages';
import { useSettingsForm } from '../use-settings-form';

const resolver = zodResolver(taxSettingsInput, numberMessages) as unknown as Resolver<
  TaxSettings,
  unknown,
  TaxSettingsInput
>;

export const TAX_FIELDS = ['mode', 'prices_include_tax', 'rate', 'delivery_taxed', 'delivery_rate'] as const;

/** Reads a rate as people type it: "7", "8,875", " 19 " → 7, 8.875, 19; anything else → NaN. */
export function parseRate(value: unknown): number {
  if (typeof value === 'number') return value;
  const cleaned = String(value ?? '')
    .trim()
    .replace(',', '.');
  return /^\d+(\.\d*)?$|^\.\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The tax settings as a form, checked with the contract's rules; `save` answers whether it saved. */
export function useTaxSettingsForm(saved: TaxSettings) {
  return useSettingsForm({ saved, resolver, mutation: useUpdateTaxSettings(), fields: TAX_FIELDS });
}
