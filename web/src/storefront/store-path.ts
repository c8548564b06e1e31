import { parseStorePath } from '@contract/product-url';

/** The shop's url from /{url}/store or a product's /{url}/store/{slug}-{id} (the server sends this page only for such addresses). */
export function shopUrlFromPath(pathname: string): string | null {
  return parseStorePath(pathname)?.shopUrl ?? null;
}
