import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useState } from 'react';
import { serverWords } from '../../i18n/customer-i18n';
import { checkDelivery, type DeliveryAvailability, StoreApiError } from '../api';
import { Button } from '../ui/button';

export interface ZipResult {
  zipcode: string;
  availability: DeliveryAvailability;
}

interface ZipCheckProps {
  productId: string;
  onResult: (result: ZipResult | null) => void;
}

const fieldMessage = (error: unknown): string | null => {
  if (!(error instanceof StoreApiError)) return null;
  const detail = error.details.zipcode;
  const message = Array.isArray(detail) ? detail.find((item) => typeof item === 'string') : detail;
  return typeof message === 'string' && message ? message : null;
};

/** "Do you deliver to me?": asks the shop for the product and the customer's zip code. */
export function ZipCheck({ productId, onResult }: ZipCheckProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [zipcode, setZipcode] = useState('');
  const [checking, setChecking] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = zipcode.trim();
    setError(null);
    if (!value) {
      setFieldError(i18n._('Enter a zip code'));
      return;
    }
    setFieldError(null);
    setChecking(true);
    try {
      onResult({ zipcode: value.toUpperCase(), availability: await checkDelivery(productId, value) });
    } catch (caught) {
      onResult(null);
      // The server's words are English: a zip code it refuses reads as one the visitor can fix.
      const refused = fieldMessage(caught);
      if (refused) setFieldError(serverWords(refused, i18n._('Enter a valid zip code')));
      else if (caught instanceof StoreApiError && caught.status === 429)
        setError(i18n._('Too many tries. Please wait a minute and try again.'));
      else if (caught instanceof StoreApiError && caught.status !== 0)
        setError(i18n._('Something went wrong. Please try again.'));
      else setError(i18n._('We could not reach the shop. Check your connection.'));
    } finally {
      setChecking(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6">
      <label htmlFor={`${id}-zip`} className="text-sm font-medium">
        {i18n._('Check delivery to your zip code')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={`${id}-zip`}
          name="zipcode"
          value={zipcode}
          onChange={(event) => setZipcode(event.target.value)}
          autoComplete="postal-code"
          autoCapitalize="characters"
          enterKeyHint="go"
          maxLength={12}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          className="h-11 min-w-0 flex-1 rounded-xl border border-input bg-surface px-3.5 text-base uppercase placeholder:normal-case placeholder:text-muted-foreground aria-invalid:border-danger"
          placeholder={i18n._('Zip code')}
        />
        <Button type="submit" variant="outline" loading={checking}>
          {i18n._('Check')}
        </Button>
      </div>
      {fieldError && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {fieldError}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
