/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export { checkoutRoutes } from './checkout.routes';
export { connectRoutes } from './connect.routes';
export { ledgerRoutes } from './ledger.routes';
export { getRevenue } from './ledger.service';
export {
  amountDueCents,
  invoicesFollowMoney,
  keptCents,
  lockOrder,
  markOrderPaid,
  owedBackCents,
} from './order-payment.service';
export { orderAmount, revenueWithin } from './paid-orders.service';
export { followPayments, type PaymentFollower } from './payment-followers.service';
export { refundsRoutes } from './refunds.routes';
export { webhookRoutes } from './webhook.routes';
