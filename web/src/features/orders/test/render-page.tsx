export { internOrder, ORDER_UUID } from '../../../test/intern-order';
export { orderListItem as listItem } from '../../../test/order-list-item';
export { bodyOf, business, ME, renderPage, userWithRole } from '../../../test/render-back-office-page';

/** The fields of a multipart body, files by name. */
export function formFields(init: RequestInit): Record<string, string> {
  const form = init.body as FormData;
  return Object.fromEntries(
    [...form.entries()].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]),
  );
}
