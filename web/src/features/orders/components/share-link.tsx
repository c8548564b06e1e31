import { Check, Copy, Share2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The customer's link with Copy and, where the device offers it (phones), Share. If copying is not
 * allowed the link is selected, so a long press or Ctrl+C still works.
 */
export function ShareLink({
  url,
  orderNumber,
  className,
}: {
  url: string;
  orderNumber: number;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);

  const copy = async (event: React.MouseEvent<HTMLButtonElement>) => {
    if (await copyText(url)) {
      setCopied(true);
      toast.success('Link copied');
      window.setTimeout(() => setCopied(false), 2000);
    } else {
      const field = event.currentTarget.closest('[data-share-link]')?.querySelector('input');
      field?.select();
      toast.info('Select the link and copy it');
    }
  };

  const share = async () => {
    try {
      await navigator.share({
        title: `Order #${orderNumber}`,
        text: 'Complete your flower order here:',
        url,
      });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error('Could not open sharing; copy the link instead');
    }
  };

  return (
    <div data-share-link className={cn('space-y-2.5', className)}>
      <input
        readOnly
        value={url}
        aria-label="Customer link"
        onFocus={(event) => event.currentTarget.select()}
        className="block h-11 w-full truncate rounded-xl border border-input bg-muted/60 px-3.5 font-mono text-[13px] text-foreground"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={(event) => void copy(event)}>
          {copied ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        {canShare() && (
          <Button variant="outline" size="sm" onClick={() => void share()}>
            <Share2 className="size-4" aria-hidden="true" />
            Share
          </Button>
        )}
      </div>
    </div>
  );
}
