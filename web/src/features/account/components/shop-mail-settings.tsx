import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@contract/languages';
import { SHOP_ORDER_MAILS_PER_DAY, type ShopMailPreferences } from '@contract/shop-mail';
import { ChoiceButtons } from '../../../components/ui/choice-buttons';
import { FetchError } from '../../../components/ui/fetch-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { useSaveShopMail, useShopMail } from '../api/shop-mail-preferences';

const rows = [
  {
    key: 'new_web_orders',
    label: 'Each new web order',
    hint: 'As it comes in from the storefront: what to make, when, for whom, and the card text.',
  },
  {
    key: 'morning_summary',
    label: 'Morning summary',
    hint: 'At opening time: the day’s orders, how many to deliver and pick up, and what is not ready yet.',
  },
] as const;

const languages = LANGUAGES.map((key) => ({ key, label: LANGUAGE_NAMES[key] }));

/**
 * The signed-in owner's or manager's own e-mails from the shop (docs/product.md, E-mail to the
 * shop). Each change is saved at once, as a switch is expected to act; florists never see it.
 */
export function ShopMailSettings() {
  const query = useShopMail();
  const save = useSaveShopMail();
  if (query.isPending) return <Skeleton className="h-32 w-full" />;
  if (query.isError) {
    return (
      <FetchError
        title="Your e-mail choices did not load"
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { email, ...current } = query.data;
  const change = (next: Partial<ShopMailPreferences>) => save.mutate({ ...current, ...next });
  const anyOn = current.new_web_orders || current.morning_summary;

  return (
    <div className="space-y-5">
      <ul className="divide-y divide-border">
        {rows.map(({ key, label, hint }) => {
          const id = `shop-mail-${key}`;
          return (
            <li key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
              <label htmlFor={id} className="min-w-0">
                <span className="block text-sm font-medium">{label}</span>
                <span className="block text-sm text-muted-foreground">{hint}</span>
              </label>
              <Switch
                id={id}
                checked={current[key]}
                disabled={save.isPending}
                onChange={(event) => change({ [key]: event.target.checked })}
              />
            </li>
          );
        })}
      </ul>
      <div className="space-y-2">
        {/* Seen by eyes; the fieldset's legend names the choice for screen readers. */}
        <p className="text-sm font-medium" aria-hidden="true">
          Language of these e-mails
        </p>
        <ChoiceButtons<Language>
          legend="Language of these e-mails"
          items={languages}
          value={current.language}
          onChange={(language) => change({ language })}
          className="inline-flex"
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {anyOn
          ? `Sent to ${email}, at most ${SHOP_ORDER_MAILS_PER_DAY} order e-mails a day.`
          : `Nothing is sent to ${email}.`}
        {save.isSuccess && ' Saved.'}
      </p>
    </div>
  );
}
