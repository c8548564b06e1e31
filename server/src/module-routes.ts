import type { App, AppContext, RoutesPlugin } from './lib/context';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { emailVerificationRoutes } from './modules/auth/email-verification.routes';
import { googleAuthRoutes } from './modules/auth/google-auth.routes';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { businessRoutes } from './modules/business/business.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { deliveriesRoutes } from './modules/deliveries/deliveries.routes';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { discountCodesRoutes } from './modules/discounts/discount-codes.routes';
import { flagsRoutes } from './modules/flags/flags.routes';
import { giftCardsRoutes } from './modules/gift-cards/gift-cards.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { liveRoutes } from './modules/live/live.routes';
import { metaRoutes } from './modules/meta/meta.routes';
import { counterRoutes } from './modules/orders/counter/counter.routes';
import { followGiftCardPayment } from './modules/orders/gift-card-order-status.service';
import { orderGiftCardsRoutes } from './modules/orders/order-gift-cards.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { orderDiscountRoutes } from './modules/orders/pricing/order-discount.routes';
import { repriceDrafts } from './modules/orders/pricing/order-pricing.service';
import { orderListsRoutes } from './modules/orders/queries/order-lists.routes';
import { workingDayRoutes } from './modules/orders/working-day/working-day.routes';
import { checkoutRoutes } from './modules/payments/checkout.routes';
import { connectRoutes } from './modules/payments/connect.routes';
import { ledgerRoutes } from './modules/payments/ledger.routes';
import { followPayments } from './modules/payments/payment-followers.service';
import { refundsRoutes } from './modules/payments/refunds.routes';
import { webhookRoutes } from './modules/payments/webhook.routes';
import { categoriesRoutes } from './modules/products/categories.routes';
import { productOptionsRoutes } from './modules/products/product-options.routes';
import { productsRoutes } from './modules/products/products.routes';
import { schedulingRoutes } from './modules/scheduling/scheduling.routes';
import { stockRoutes } from './modules/stock/stock.routes';
import { stockUploadRoutes } from './modules/stock/upload/upload.routes';
import { storefrontRoutes } from './modules/storefront/storefront.routes';
import { storefrontPagesRoutes } from './modules/storefront/storefront-pages.routes';
import { createTaxRoutes } from './modules/tax/tax.routes';
import { createTaxClassRoutes } from './modules/tax/tax-classes.routes';
import { teamRoutes } from './modules/team/team.routes';
import { createUploadsRoutes } from './modules/uploads/uploads.routes';
import { accountRoutes } from './modules/users/account.routes';
import { usersRoutes } from './modules/users/users.routes';

/*
 * Every module's routes, registered in one place (app.ts calls it while building the app): the
 * sweeps walk the routes in this order, and where two modules would need each other the lower one
 * is handed what it calls here (the tax routes get the drafts' repricing, payments the gift-card
 * orders' next step).
 */

const moduleRoutes: RoutesPlugin[] = [
  metaRoutes,
  authRoutes,
  passwordResetRoutes,
  emailVerificationRoutes,
  googleAuthRoutes,
  usersRoutes,
  accountRoutes,
  teamRoutes,
  businessRoutes,
  deliveryRoutes,
  schedulingRoutes,
  ordersRoutes,
  orderGiftCardsRoutes,
  giftCardsRoutes,
  orderDiscountRoutes,
  discountCodesRoutes,
  workingDayRoutes,
  deliveriesRoutes,
  counterRoutes,
  checkoutRoutes,
  categoriesRoutes,
  productOptionsRoutes,
  productsRoutes,
  storefrontRoutes,
  storefrontPagesRoutes,
  stockRoutes,
  stockUploadRoutes,
  customersRoutes,
  orderListsRoutes,
  flagsRoutes,
  ledgerRoutes,
  // After checkout: the sweeps walk routes in this order, and undoing a payment reopens checkout.
  refundsRoutes,
  connectRoutes,
  webhookRoutes,
  analyticsRoutes,
  auditRoutes,
  liveRoutes,
  // Drafts follow the shop's rates until they are placed (docs/decisions/025).
  createTaxRoutes(repriceDrafts),
  createTaxClassRoutes(repriceDrafts),
  invoicesRoutes,
];

/** Registers each module's routes in a scope of its own, with the context every module shares. */
export async function registerModuleRoutes(app: App, ctx: AppContext) {
  // An order of gift cards alone is done once paid, and pending again when its payment is undone.
  followPayments(followGiftCardPayment);
  for (const routes of [...moduleRoutes, createUploadsRoutes(ctx.storage)]) {
    await app.register(async (scope) => routes(scope as App, ctx));
  }
}
