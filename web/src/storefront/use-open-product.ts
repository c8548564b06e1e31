import { useCallback, useEffect, useState } from 'react';

const PREFIX = '#product-';

function productIdFromHash(): string | null {
  const { hash } = window.location;
  return hash.startsWith(PREFIX) ? decodeURIComponent(hash.slice(PREFIX.length)) : null;
}

/**
 * The open product lives in the address (#product-{id}): a link to it can be shared, and the phone's
 * Back button closes the view instead of leaving the shop.
 */
export function useOpenProduct() {
  const [openId, setOpenId] = useState(productIdFromHash);

  useEffect(() => {
    const sync = () => setOpenId(productIdFromHash());
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  const open = useCallback((id: string) => {
    window.history.pushState({ storefrontProduct: id }, '', `${PREFIX}${encodeURIComponent(id)}`);
    setOpenId(id);
  }, []);

  const close = useCallback(() => {
    setOpenId(null);
    // Opened here: step back over the entry open() added. Arrived with the link: just drop the hash.
    if ((window.history.state as { storefrontProduct?: string } | null)?.storefrontProduct) {
      window.history.back();
    } else {
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    }
  }, []);

  return { openId, open, close };
}
