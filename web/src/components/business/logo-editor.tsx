import type { Business } from '@contract/business';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { useSetLogo } from '../../lib/set-logo';
import { Button } from '../ui/button';

/** The shop's logo as customers see it on the storefront. */
export function LogoPreview({ business }: { business: Business }) {
  return (
    <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border bg-muted">
      {business.logo_url ? (
        <img src={business.logo_url} alt={`${business.name} logo`} className="size-full object-contain" />
      ) : (
        <span className="px-2 text-center text-xs text-muted-foreground">No logo</span>
      )}
    </div>
  );
}

/** Upload, change or remove the logo (the owner's; the server checks, re-encodes and stores it). */
export function LogoButtons({ business }: { business: Business }) {
  const setLogo = useSetLogo();
  const fileInput = useRef<HTMLInputElement>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setLogo.mutate(file, { onSuccess: () => toast.success('Logo updated') });
  };

  return (
    <div className="flex flex-wrap gap-2">
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
  );
}
