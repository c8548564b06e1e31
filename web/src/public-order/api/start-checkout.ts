import { publicRequest } from '../../lib/public-request';

/** Opens a card payment at the shop's card provider; the answer's url is its payment page. */
export function startCheckout(uuid: string): Promise<{ sessionId: string; url: string }> {
  return publicRequest(`/api/checkout`, { method: 'POST', body: { uuid } });
}
