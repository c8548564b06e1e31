import type { DeliveryAvailability } from '@contract/delivery';
import type { Storefront, StorefrontFullWindows, StorefrontProduct } from '@contract/products';
import type { ReminderRecipient } from '@contract/reminders';

/*
 * The storefront's calls, with plain fetch: no query library or schemas in this bundle (it must stay
 * small on a phone), so only types come from the contract.
 */

export type { DeliveryAvailability, Storefront, StorefrontFullWindows, StorefrontProduct };

/** An answer other than 2xx, or no answer at all (status 0). */
export class StoreApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown>;

  constructor(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'StoreApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const isNotFound = (error: unknown) =>
  error instanceof StoreApiError && (error.status === 404 || error.code === 'NOT_FOUND');

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch {
    throw new StoreApiError(0, 'NETWORK_ERROR', 'We could not reach the shop. Check your connection.');
  }
  const body = (await response.json().catch(() => null)) as {
    message?: string;
    code?: string;
    details?: Record<string, unknown>;
  } | null;
  if (!response.ok) {
    throw new StoreApiError(
      response.status,
      body?.code ?? 'INTERNAL_ERROR',
      body?.message ?? 'Something went wrong. Please try again.',
      body?.details ?? {},
    );
  }
  return body as T;
}

const shopPath = (url: string) => `/api/storefront/${encodeURIComponent(url)}`;

export const getStorefront = (url: string) => request<Storefront>(shopPath(url));

/** Whom a reminder mail's order went to: the token is the mail's (docs/decisions/065). */
export const askReminderRecipient = (url: string, token: string) =>
  request<ReminderRecipient>(`${shopPath(url)}/reminder`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });

/** The delivery windows around today with no place left: live, for the same-day countdown. */
export const getFullWindows = (url: string) =>
  request<StorefrontFullWindows>(`${shopPath(url)}/full-windows`);

/** The shop's products for sale; each one's primary photo comes first, whatever order they arrive in. */
export async function getStorefrontProducts(url: string) {
  const page = await request<{ items: StorefrontProduct[]; count: number }>(`${shopPath(url)}/products`);
  const items = page.items.map((product) => ({
    ...product,
    photos: [...product.photos].sort((a, b) => Number(b.is_primary) - Number(a.is_primary)),
  }));
  return { items, count: page.count };
}

export const checkDelivery = (productId: string, zipcode: string) =>
  request<DeliveryAvailability>(`/api/products/${encodeURIComponent(productId)}/delivery-availability`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ zipcode }),
  });

export type DeliveryType = 'delivery' | 'pickup';

/** One line of an order started on the storefront: a product, its size and add-ons, how many. */
export type StoreOrderItem = {
  product_id: string;
  variant_id?: string;
  option_ids?: string[];
  quantity: number;
};

/**
 * Starts a draft order of the items; the customer completes it on /order/{uuid}. The order keeps
 * the language the customer reads, for its page and e-mails.
 */
export const createStoreOrder = (
  url: string,
  deliveryType: DeliveryType,
  items: StoreOrderItem[],
  language: string,
  /** The zip code checked for delivery: the order page starts with it. */
  zipcode?: string,
) =>
  request<{ uuid: string }>(`${shopPath(url)}/order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      delivery_type: deliveryType,
      items,
      language,
      ...(deliveryType === 'delivery' && zipcode && { delivery_zipcode: zipcode }),
    }),
  });
