import { OCCASIONS, type Occasion } from '@contract/occasions';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { StorefrontProduct } from '../api';
import { FilterChips } from '../ui/filter-chips';

/** The occasions some product on sale is for, in the list's order. */
export function occasionsOnSale(products: StorefrontProduct[]): Occasion[] {
  const present = new Set(products.flatMap((product) => product.occasions));
  return OCCASIONS.filter((occasion) => present.has(occasion));
}

interface OccasionFilterProps {
  occasions: Occasion[];
  selected: Occasion | null;
  onSelect: (occasion: Occasion | null) => void;
}

/** How each occasion reads to the visitor (the staff page has its own English names, lib/occasions). */
const occasionNames = (i18n: I18n): Record<Occasion, string> => ({
  birthday: i18n._('Birthday'),
  anniversary: i18n._('Anniversary'),
  love: i18n._('Love & romance'),
  thank_you: i18n._('Thank you'),
  congratulations: i18n._('Congratulations'),
  get_well: i18n._('Get well'),
  new_baby: i18n._('New baby'),
  sympathy: i18n._('Sympathy'),
  wedding: i18n._('Wedding'),
  just_because: i18n._('Just because'),
});

/** "Any occasion" and one chip per occasion the shop has something for; the pressed one filters. */
export function OccasionFilter({ occasions, selected, onSelect }: OccasionFilterProps) {
  const { i18n } = useLingui();
  if (occasions.length === 0) return null;
  const names = occasionNames(i18n);
  return (
    <FilterChips
      label={i18n._('Occasions')}
      chips={[
        { id: null, name: i18n._('Any occasion') },
        ...occasions.map((id) => ({ id, name: names[id] })),
      ]}
      selected={selected}
      onSelect={onSelect}
      look="quiet"
    />
  );
}
