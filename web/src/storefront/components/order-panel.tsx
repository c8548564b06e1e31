import { useState } from 'react';
import { createStoreOrder, type DeliveryType, type Storefront, type StorefrontProduct } from '../api';
import { Button } from '../ui/button';
import { ShopIcon, TruckIcon } from '../ui/icons';
import { AvailabilityResult } from './availability-result';
import { ZipCheck, type ZipResult } from './zip-check';

interface OrderPanelProps {
  product: StorefrontProduct;
  shop: Storefront;
}

/**
 * Delivery needs a zip code the shop serves, so "Deliver it" waits for the check; pickup is offered
 * from the start when the shop has it (until a check says this product cannot be picked up).
 * Choosing one starts a draft order, and the customer completes it on /order/{uuid}.
 */
export function OrderPanel({ product, shop }: OrderPanelProps) {
  const [result, setResult] = useState<ZipResult | null>(null);
  const [pending, setPending] = useState<DeliveryType | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!shop.delivery_enabled && !shop.pickup_enabled) {
    return (
      <p className="mt-6 rounded-2xl bg-muted px-4 py-3 text-sm text-muted-foreground">
        This shop does not take orders online at the moment. Call or e-mail them to order.
      </p>
    );
  }

  const canDeliver = shop.delivery_enabled && result?.availability.can_deliver === true;
  const canPickup = shop.pickup_enabled && (result ? result.availability.can_pickup : true);

  async function order(deliveryType: DeliveryType) {
    setPending(deliveryType);
    setError(null);
    try {
      const created = await createStoreOrder(shop.url, product.id, deliveryType);
      // Stays pending while the order page loads.
      window.location.assign(`/order/${encodeURIComponent(created.uuid)}`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setPending(null);
    }
  }

  return (
    <div className="mt-2">
      {shop.delivery_enabled && <ZipCheck productId={product.id} onResult={setResult} />}
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
              Deliver it
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
              Pick it up
            </Button>
          )}
        </div>
      )}
      {shop.delivery_enabled && !result && (
        <p className="mt-3 text-sm text-muted-foreground">Check your zip code to have it delivered.</p>
      )}
      {result && !canDeliver && !canPickup && (
        <p className="mt-3 text-sm text-muted-foreground">
          Please call or e-mail the shop: they may still find a way to get it to you.
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
