import { ExternalLink } from 'lucide-react';
import { LogoButtons, LogoPreview } from '../../../../components/business/logo-editor';
import { Card } from '../../../../components/ui/card';
import { useCurrentBusiness } from '../../../../lib/current-business';
import { useCurrentUser } from '../../../../lib/current-user';
import { LegalPagesNote } from './legal-pages-note';

/** The shop's public storefront: its address, and the logo customers see there (the owner's to change). */
export function StorefrontCard() {
  const business = useCurrentBusiness().data;
  const isOwner = useCurrentUser().data?.role === 'owner';
  if (!business) return null;

  const path = `/${business.url}/store`;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
      <LogoPreview business={business} />
      <div className="min-w-0 flex-1">
        <a
          href={path}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
        >
          {window.location.host}
          {path}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <p className="mt-1 text-sm text-muted-foreground">
          Share this link: customers see your active products there and order without an account.
        </p>
        <LegalPagesNote shopUrl={business.url} />
        {isOwner && (
          <div className="mt-3">
            <LogoButtons business={business} />
          </div>
        )}
      </div>
    </Card>
  );
}
