/** The shop's url from /{url}/store (the server sends this page only for such addresses). */
export function shopUrlFromPath(pathname: string): string | null {
  const match = /^\/([A-Za-z0-9-]+)\/store\/?$/.exec(pathname);
  return match?.[1] ? match[1].toLowerCase() : null;
}
