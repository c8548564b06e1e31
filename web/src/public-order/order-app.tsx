import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { EmptyState } from '../components/ui/empty-state';
import { LogoMark } from '../components/ui/logo';
import { PublicFrame } from '../components/ui/public-frame';
import { i18n } from '../i18n/customer-i18n';
import { LanguageSwitch } from '../i18n/language-switch';
import { OrderLoadError } from './components/order-not-found';
import { OrderPageSkeleton } from './components/order-page-skeleton';
import { SearchX } from './icons';
import { useCurrentUrl } from './navigation';
import { loadOrderPage, useOrderPage } from './pages/order-pages';

/** /order/{uuid} and /order/{uuid}/details, with or without a trailing slash. */
const ORDER_PATH = /^\/order\/([^/]+)(\/details)?\/?$/;

/** The order and the page an address names, or null for any other address. */
export function orderPath(pathname: string): { uuid: string; details: boolean } | null {
  const match = ORDER_PATH.exec(pathname);
  if (!match) return null;
  try {
    return { uuid: decodeURIComponent(match[1] ?? ''), details: Boolean(match[2]) };
  } catch {
    return null; // a broken %-escape
  }
}

/** The customer's order pages: completing the order, and where it is since. */
export function OrderApp() {
  useLingui();
  const url = useCurrentUrl();
  const page = orderPath(url.pathname);
  return (
    // The customer came for their florist: the shop's name leads the page (ShopHeader), and Petal
    // only signs small at the foot.
    <PublicFrame
      footer={
        <>
          <LanguageSwitch />
          <a
            href="/"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg hover:underline md:min-h-0"
          >
            <LogoMark className="size-4" />
            <span>{i18n._('Powered by Petal')}</span>
          </a>
        </>
      }
    >
      {page === null ? (
        <EmptyState icon={SearchX} title={i18n._('We could not find this order')} className="my-auto w-full">
          <p>{i18n._('Check that the link is complete, exactly as your florist sent it.')}</p>
        </EmptyState>
      ) : page.details ? (
        <DetailsPage uuid={page.uuid} search={url.searchParams} />
      ) : (
        <FormPage uuid={page.uuid} />
      )}
    </PublicFrame>
  );
}

/** How long after the form is drawn its next page starts loading, off the first screen's path. */
const NEXT_PAGE_DELAY_MS = 2000;

function FormPage({ uuid }: { uuid: string }) {
  const { page: Page, error, retry } = useOrderPage('form');
  // A sent form opens the details page: its file is fetched while the customer fills in the form.
  useEffect(() => {
    if (!Page) return;
    const timer = setTimeout(() => void loadOrderPage('details').catch(() => undefined), NEXT_PAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [Page]);
  if (Page) return <Page uuid={uuid} />;
  return error ? <OrderLoadError error={error} onRetry={retry} /> : <OrderPageSkeleton />;
}

function DetailsPage({ uuid, search }: { uuid: string; search: URLSearchParams }) {
  const { page: Page, error, retry } = useOrderPage('details');
  if (Page) return <Page uuid={uuid} search={search} />;
  return error ? <OrderLoadError error={error} onRetry={retry} /> : <OrderPageSkeleton />;
}
