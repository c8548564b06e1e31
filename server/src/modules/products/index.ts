/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export { categoriesRoutes } from './categories.routes';
export { createCategory } from './categories.service';
export { pickupLocationsOf } from './product-availability.service';
export { productOptionsRoutes } from './product-options.routes';
export { createOption } from './product-options.service';
export { type LineStockShifts, shiftLineStock, stockTakeStatement } from './product-stock.service';
export { preparedProductPage, readProductPage } from './product-store.service';
export { productsRoutes } from './products.routes';
export { createProduct } from './products.service';
