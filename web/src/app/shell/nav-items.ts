import type { Role } from '@contract/users';
import {
  Banknote,
  Boxes,
  CalendarDays,
  ChartColumn,
  CirclePlus,
  ClipboardList,
  CreditCard,
  Flower2,
  Gift,
  type LucideIcon,
  Repeat,
  Settings,
  Users,
} from 'lucide-react';
import { isStaff } from '../../lib/roles';

export type NavKey =
  | 'orders'
  | 'stock'
  | 'products'
  | 'create'
  | 'analytics'
  | 'calendar'
  | 'customers'
  | 'gift-cards'
  | 'payments'
  | 'payouts'
  | 'settings'
  | 'subscriptions';

export interface NavItem {
  key: NavKey;
  label: string;
  path: string;
  icon: LucideIcon;
  /** Shown to owners and managers only. */
  staffOnly: boolean;
  /** Not offered on mobile (< 768 px). */
  webOnly: boolean;
  /** Where the entry sits on mobile: the bottom bar or the side menu. */
  mobile: 'bottom' | 'menu';
  /** Shown with a Coming Soon badge and not a link. */
  comingSoon?: boolean;
}

/** The navigation entries in their order (docs/product.md, Screens and navigation). */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    key: 'orders',
    label: 'Orders',
    path: '/intern/orders',
    icon: ClipboardList,
    staffOnly: false,
    webOnly: false,
    mobile: 'bottom',
  },
  {
    key: 'stock',
    label: 'Stock',
    path: '/intern/stock',
    icon: Boxes,
    staffOnly: false,
    webOnly: false,
    mobile: 'bottom',
  },
  {
    key: 'products',
    label: 'Products',
    path: '/intern/products',
    icon: Flower2,
    staffOnly: false,
    webOnly: false,
    mobile: 'menu',
  },
  {
    key: 'create',
    label: 'Create order',
    path: '/intern/create',
    icon: CirclePlus,
    staffOnly: false,
    webOnly: false,
    mobile: 'bottom',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    path: '/intern/analytics',
    icon: ChartColumn,
    staffOnly: true,
    webOnly: false,
    mobile: 'bottom',
  },
  {
    key: 'calendar',
    label: 'Calendar',
    path: '/intern/calendar',
    icon: CalendarDays,
    staffOnly: true,
    webOnly: false,
    mobile: 'menu',
  },
  {
    key: 'customers',
    label: 'Customers',
    path: '/intern/customers',
    icon: Users,
    staffOnly: true,
    webOnly: false,
    mobile: 'bottom',
  },
  {
    key: 'gift-cards',
    label: 'Gift cards',
    path: '/intern/gift-cards',
    icon: Gift,
    staffOnly: true,
    webOnly: false,
    mobile: 'menu',
  },
  {
    key: 'payments',
    label: 'Payments',
    path: '/intern/payments',
    icon: CreditCard,
    staffOnly: true,
    webOnly: true,
    mobile: 'menu',
  },
  {
    key: 'payouts',
    label: 'Payouts',
    path: '/intern/payouts',
    icon: Banknote,
    staffOnly: true,
    webOnly: true,
    mobile: 'menu',
  },
  {
    key: 'settings',
    label: 'Settings',
    path: '/intern/settings',
    icon: Settings,
    staffOnly: true,
    webOnly: false,
    mobile: 'menu',
  },
  {
    key: 'subscriptions',
    label: 'Subscriptions',
    path: '/intern/subscriptions',
    icon: Repeat,
    staffOnly: true,
    webOnly: true,
    mobile: 'menu',
    comingSoon: true,
  },
];

export { isStaff };

function allowed(role: Role | null | undefined, viewport: 'mobile' | 'desktop') {
  return (item: NavItem) => (!item.staffOnly || isStaff(role)) && (viewport === 'desktop' || !item.webOnly);
}

/** Desktop sidebar: every allowed entry, with Create order first as the main action. */
export function sidebarItems(role: Role | null | undefined): NavItem[] {
  const items = NAV_ITEMS.filter(allowed(role, 'desktop'));
  return [...items.filter((item) => item.key === 'create'), ...items.filter((item) => item.key !== 'create')];
}

/** Mobile bottom bar: the allowed entries that are not in the side menu. */
export function bottomBarItems(role: Role | null | undefined): NavItem[] {
  return NAV_ITEMS.filter(allowed(role, 'mobile')).filter((item) => item.mobile === 'bottom');
}

/** Mobile side menu: Products, Calendar, Settings (Payments and Payouts are web-only). */
export function sideMenuItems(role: Role | null | undefined): NavItem[] {
  return NAV_ITEMS.filter(allowed(role, 'mobile')).filter((item) => item.mobile === 'menu');
}
