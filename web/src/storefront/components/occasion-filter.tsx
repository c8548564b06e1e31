import { OCCASIONS, type Occasion } from '@contract/occasions';
import { useLingui } from '@lingui/react';
import { occasionNames } from '../../i18n/occasion-names';
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
