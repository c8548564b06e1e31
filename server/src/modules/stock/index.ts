/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export { recordStockMovements } from './movements.service';
export { recordSale } from './sales.service';
export { stockRoutes } from './stock.routes';
export { stockUploadRoutes } from './upload/upload.routes';
