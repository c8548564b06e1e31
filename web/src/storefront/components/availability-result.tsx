import { useLingui } from '@lingui/react';
import { formatMoney } from '../../lib/format-money';
import { CheckIcon, CrossIcon, ShopIcon } from '../ui/icons';
import type { ZipResult } from './zip-check';

/** What the zip code check found: delivery (and its price) or not, and where to pick it up. */
export function AvailabilityResult({ result, currency }: { result: ZipResult; currency: string }) {
  const { zipcode, availability } = result;
  const { i18n } = useLingui();
  const price = availability.delivery_price ?? 0;
  return (
    <div className="mt-3 space-y-3 text-[15px]">
      {availability.can_deliver ? (
        <p className="flex items-start gap-2 text-success">
          <CheckIcon className="mt-0.5 size-5 shrink-0" />
          <span>
            {price > 0
              ? i18n._('We deliver to {zipcode} for {price}.', {
                  zipcode,
                  price: formatMoney(price, currency, i18n.locale),
                })
              : i18n._('We deliver to {zipcode} for free.', { zipcode })}
          </span>
        </p>
      ) : (
        <p className="flex items-start gap-2 text-foreground">
          <CrossIcon className="mt-0.5 size-5 shrink-0 text-danger" />
          <span>{i18n._("We don't deliver to {zipcode}.", { zipcode })}</span>
        </p>
      )}
      {availability.can_pickup && availability.pickup_locations.length > 0 && (
        <div>
          <p className="font-medium">{i18n._('You can pick it up at')}</p>
          <ul className="mt-1.5 space-y-2">
            {availability.pickup_locations.map((location) => (
              <li key={location.id} className="flex items-start gap-2 text-sm text-muted-foreground">
                <ShopIcon className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="font-medium text-foreground">{location.name}</span>
                  <br />
                  {location.address}, {location.zipcode} {location.city}
                  {location.phone && (
                    <>
                      {' · '}
                      <a
                        href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}
                        className="text-primary hover:underline"
                      >
                        {location.phone}
                      </a>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
