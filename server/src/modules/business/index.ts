/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export { businessRoutes } from './business.routes';
export { createBusiness, isUrlFree, recordCardAccount } from './business.service';
export { getLegalDetails, getSellerDetails } from './legal-details.service';
export { orderNumberStatement, takeOrderNumber } from './order-numbers.service';
export { findShop, findShopCountry, type Shop, shopColumns, toShop } from './shop.service';
