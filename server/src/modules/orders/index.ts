/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export { counterRoutes } from './counter/counter.routes';
export { deliveryProgressColumns, deliveryProgressOf, writeDeliveryStep } from './delivery-progress.service';
export { createDraft, insertDraft } from './drafts/drafts.service';
export { removeStaleDrafts } from './drafts/stale-drafts';
export { followGiftCardPayment } from './gift-card-order-status.service';
export {
  chosenIds,
  chosenItems,
  chosenItemsOf,
  chosenProductsJson,
  soldOut,
} from './lines/chosen-lines.service';
export { fromItemsJson, itemsJson, linesPrice, type NewItem, pricedLine } from './lines/order-items.service';
export { queueOrderNotice, tookStepBefore } from './mails/order-notices.service';
export { changeStatus, markPaid } from './order-actions.service';
export { anonymiseCustomerOrders } from './order-erasure.service';
export { orderGiftCardsRoutes } from './order-gift-cards.routes';
export {
  followOrderStatus,
  type OrderStatusChange,
  type OrderStatusFollower,
} from './order-status-followers.service';
export { findOrder, recordStatus } from './order-store.service';
export { ordersRoutes } from './orders.routes';
export { orderDiscountRoutes } from './pricing/order-discount.routes';
export { repriceDrafts } from './pricing/order-pricing.service';
export { afterPosition, calendarOrder, readPage } from './queries/day-positions';
export { orderListsRoutes } from './queries/order-lists.routes';
export type { OrderRow } from './queries/order-mapping.service';
export { calendarRange } from './queries/order-queries';
export { submitOrder } from './submission/submit.service';
export { workingDayRoutes } from './working-day/working-day.routes';
