import { NAV_ITEMS } from './nav-items';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC_ID = /^\d+$/;

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

const isIdSegment = (segment: string) => UUID.test(segment) || NUMERIC_ID.test(segment);

/** "order-form" → "Order form". */
export function formatSegment(segment: string): string {
  const words = decodeURIComponent(segment).replace(/-/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The header title: the last path segment, or Details when it is an order's uuid (docs/product.md, Screens and navigation).
 * Other ids (a product being edited) take the title of the segment before them.
 */
export function pageTitle(pathname: string): string {
  const segments = segmentsOf(pathname);
  const last = segments.at(-1);
  if (!last) return '';
  if (!isIdSegment(last)) return formatSegment(last);
  if (segments.at(-2) === 'orders' && UUID.test(last)) return 'Details';
  const previous = segments.at(-2);
  return previous ? formatSegment(previous) : 'Details';
}

const normalise = (pathname: string) => `/${segmentsOf(pathname).join('/')}`;

/** True for the pages the navigation lists; they get the menu button on mobile, the rest a back button. */
export function isMainNavPath(pathname: string): boolean {
  const path = normalise(pathname);
  return NAV_ITEMS.some((item) => item.path === path);
}

export function showsBackButton(pathname: string): boolean {
  return !isMainNavPath(pathname);
}

/** Where the back button leads when there is no history to go back to: the nearest page above. */
export function parentPath(pathname: string): string {
  const segments = segmentsOf(pathname).slice(0, -1);
  // "edit" in /intern/products/edit/{id} is not a page of its own.
  if (segments.at(-1) === 'edit') segments.pop();
  const parent = `/${segments.join('/')}`;
  return segments.length <= 1 ? '/intern/orders' : parent;
}
