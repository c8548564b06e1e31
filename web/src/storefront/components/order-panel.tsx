import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { WithdrawalNote } from '../../components/shop-legal/withdrawal-note';
import { activeLanguage, serverWords } from '../../i18n/customer-i18n';
import {
  createStoreOrder,
  type DeliveryType,
  StoreApiError,
  type Storefront,
  type StoreOrderItem,
} from '../api';
import { Button } from '../ui/button';
import { ShopIcon, TruckIcon } from '../ui/icons';
import { AvailabilityResult } from './availability-result';
import { ZipCheck, type ZipResult } from './zip-check';

interface OrderPanelProps {
  shop: Storefront;
  /** What the order holds: the product on view, or the cart's lines. */
  items: StoreOrderItem[];
  /** The product whose delivery and pickup the zip check asks about. */
  checkProductId: string;
  /** Hears each zip check's result (the cart shows the delivery price in its total). */
  onResult?: (result: ZipResult | null) => void;
  /** Called once the order exists, before the page moves to it (the cart empties itself). */
  onOrdered?: () => void;
}

/**
 * Delivery needs a zip code the shop serves, so "Deliver it" waits for the check; pickup is offered
 * from the start when the shop has it (until a check says this product cannot be picked up).
 * Choosing one starts a draft order, and the customer completes it on /order/{uuid}.
 */
export function OrderPanel({ shop, items, checkProductId, onResult, onOrdered }: OrderPanelProps) {
  const { i18n } = useLingui();
  const [result, setResult] = useState<ZipResult | null>(null);
  const [pending, setPending] = useState<DeliveryType | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!shop.delivery_enabled && !shop.pickup_enabled) {
    return (
      <p className="mt-6 rounded-2xl bg-muted px-4 py-3 text-sm text-muted-foreground">
        {i18n._('This shop does not take orders online at the moment. Call or e-mail them to order.')}
      </p>
    );
  }

  const canDeliver = shop.delivery_enabled && result?.availability.can_deliver === true;
  const canPickup = shop.pickup_enabled && (result ? result.availability.can_pickup : true);

  async function order(deliveryType: DeliveryType) {
    setPending(deliveryType);
    setError(null);
    try {
      const created = await createStoreOrder(
        shop.url,
        deliveryType,
        items,
        activeLanguage(),
        result?.zipcode,
      );
      onOrdered?.();
      // Stays pending while the order page loads.
      window.location.assign(`/order/${encodeURIComponent(created.uuid)}`);
    } catch (caught) {
      setError(orderError(caught, i18n));
      setPending(null);
    }
  }

  return (
    <div className="mt-2">
      {shop.delivery_enabled && (
        <ZipCheck
          productId={checkProductId}
          onResult={(next) => {
            setResult(next);
            onResult?.(next);
          }}
        />
      )}
      <div aria-live="polite">
        {result && <AvailabilityResult result={result} currency={shop.currency} />}
      </div>
      {(canDeliver || canPickup) && (
        <div className="mt-5 flex flex-col gap-2.5 sm:flex-row">
          {canDeliver && (
            <Button
              size="lg"
              className="sm:flex-1"
              loading={pending === 'delivery'}
              disabled={pending !== null}
              onClick={() => void order('delivery')}
            >
              {pending !== 'delivery' && <TruckIcon className="size-5" />}
              {i18n._('Deliver it')}
            </Button>
          )}
          {canPickup && (
            <Button
              size="lg"
              variant={canDeliver ? 'outline' : 'primary'}
              className="sm:flex-1"
              loading={pending === 'pickup'}
              disabled={pending !== null}
              onClick={() => void order('pickup')}
            >
              {pending !== 'pickup' && <ShopIcon className="size-5" />}
              {i18n._('Pick it up')}
            </Button>
          )}
        </div>
      )}
      {(canDeliver || canPickup) && <WithdrawalNote className="mt-3" />}
      {shop.delivery_enabled && !result && (
        <p className="mt-3 text-sm text-muted-foreground">
          {i18n._('Check your zip code to have it delivered.')}
        </p>
      )}
      {result && !canDeliver && !canPickup && (
        <p className="mt-3 text-sm text-muted-foreground">
          {i18n._('Please call or e-mail the shop: they may still find a way to get it to you.')}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-xl bg-danger-soft px-3.5 py-2.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** Why the order could not start, in the visitor's language: the server's own words are English. */
function orderError(error: unknown, i18n: I18n): string {
  if (!(error instanceof StoreApiError) || error.status === 0)
    return i18n._('We could not reach the shop. Check your connection.');
  if (error.code === 'CONFLICT') return serverWords(error.message, i18n._('Sorry, this is sold out.'));
  if (error.status === 429) return i18n._('Too many tries. Please wait a minute and try again.');
  if (error.status === 404 || error.status === 400)
    return serverWords(
      error.message,
      i18n._('This can no longer be ordered this way. Please reload the page.'),
    );
  return i18n._('Something went wrong. Please try again.');
}
