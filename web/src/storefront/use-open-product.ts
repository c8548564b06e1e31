import { parseStorePath, productPath, storePath } from '@contract/product-url';
import { useCallback, useEffect, useState } from 'react';

/** Links shared before products had addresses of their own: /{url}/store#product-{id}. */
const OLD_PREFIX = '#product-';

function productIdFromAddress(): string | null {
  const { pathname, hash } = window.location;
  const fromPath = parseStorePath(pathname)?.productId;
  if (fromPath) return fromPath;
  return hash.startsWith(OLD_PREFIX) ? decodeURIComponent(hash.slice(OLD_PREFIX.length)) : null;
}

/**
 * The open product lives in the address, /{url}/store/{slug}-{id} (contract/product-url.ts): a link
 * to it can be shared and previews well, and the phone's Back button closes the view instead of
 * leaving the shop.
 */
export function useOpenProduct(shopUrl: string) {
  const [openId, setOpenId] = useState(productIdFromAddress);

  useEffect(() => {
    const sync = () => setOpenId(productIdFromAddress());
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  const open = useCallback(
    (product: { id: string; name: string }) => {
      window.history.pushState(
        { storefrontProduct: product.id },
        '',
        productPath(shopUrl, product) + window.location.search,
      );
      setOpenId(product.id);
    },
    [shopUrl],
  );

  const close = useCallback(() => {
    setOpenId(null);
    // Opened here: step back over the entry open() added. Arrived with the link: go to the shop page.
    if ((window.history.state as { storefrontProduct?: string } | null)?.storefrontProduct) {
      window.history.back();
    } else {
      window.history.replaceState(null, '', storePath(shopUrl) + window.location.search);
    }
  }, [shopUrl]);

  return { openId, open, close };
}
