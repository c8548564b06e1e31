import type { Product } from '@contract/products';
import { Badge } from '../../../components/ui/badge';

/** What staff need to see at a glance: not for sale, shown first, or running out. */
export function ProductBadges({ product }: { product: Product }) {
  const { is_active: active, is_featured: featured, current_quantity: left } = product;
  if (active && !featured && left === null) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {!active && <Badge tone="neutral">Inactive</Badge>}
      {featured && <Badge tone="green">Featured</Badge>}
      {left === 0 && <Badge tone="rose">Sold out</Badge>}
      {left !== null && left > 0 && <Badge tone="neutral">{left} left</Badge>}
    </span>
  );
}
