/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */

export { legalPagesRoutes } from './legal/legal-pages.routes';
export { storefrontRoutes } from './storefront.routes';
export { storefrontPagesRoutes } from './storefront-pages.routes';
