import { ExternalLink, ImagePlus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { useCurrentBusiness } from '../../../../lib/current-business';
import { useCurrentUser } from '../../../../lib/current-user';
import { useSetLogo } from '../../api/set-logo';

/** The shop's public storefront: its address, and the logo customers see there (the owner's to change). */
export function StorefrontCard() {
  const business = useCurrentBusiness().data;
  const isOwner = useCurrentUser().data?.role === 'owner';
  const setLogo = useSetLogo();
  const fileInput = useRef<HTMLInputElement>(null);
  if (!business) return null;

  const path = `/${business.url}/store`;
  const choose = (file: File | undefined) => {
    if (!file) return;
    setLogo.mutate(file, { onSuccess: () => toast.success('Logo updated') });
  };

  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border bg-muted">
        {business.logo_url ? (
          <img src={business.logo_url} alt={`${business.name} logo`} className="size-full object-contain" />
        ) : (
          <span className="px-2 text-center text-xs text-muted-foreground">No logo</span>
        )}
      </div>
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
        {isOwner && (
          <div className="mt-3 flex flex-wrap gap-2">
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              aria-label="Logo file"
              tabIndex={-1}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={setLogo.isPending}
              onClick={() => fileInput.current?.click()}
            >
              <ImagePlus className="size-4" aria-hidden="true" />
              {setLogo.isPending ? 'Uploading…' : business.logo_url ? 'Change logo' : 'Upload logo'}
            </Button>
            {business.logo_url && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={setLogo.isPending}
                onClick={() => setLogo.mutate(null, { onSuccess: () => toast.success('Logo removed') })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remove logo
              </Button>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
