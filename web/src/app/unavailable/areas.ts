import { type LucideIcon, Repeat } from 'lucide-react';

export interface Area {
  title: string;
  icon: LucideIcon;
  /** What the area is for, so the empty page still tells the user where they are. */
  purpose: string;
  /** Only owners and managers may use it (docs/product.md, Roles). */
  staffOnly?: boolean;
}

/**
 * The screens (docs/product.md, Screens and navigation) that later versions fill. Each shows the page it belongs to and says plainly
 * that it is not available yet; none shows made-up data.
 */
export const AREAS = {
  subscriptions: {
    title: 'Subscriptions',
    icon: Repeat,
    purpose: 'Recurring flower deliveries for your customers.',
    staffOnly: true,
  },
} satisfies Record<string, Area>;

export type AreaKey = keyof typeof AREAS;
