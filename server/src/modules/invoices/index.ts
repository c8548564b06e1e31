/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export { documentAttachments, listShopDocuments } from './invoice-documents.service';
export { settleInvoices } from './invoice-settlement.service';
export { invoicesRoutes } from './invoices.routes';
