/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export { mailMorningSummaries } from './morning-summary.service';
export { deleteOldShopMailDays } from './recipients.service';
export { shopMailRoutes } from './shop-mail.routes';
export { mailNewWebOrders } from './web-order-mails.service';
export { newWebOrderShopMailStatement } from './web-order-queue';
