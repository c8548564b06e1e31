import type { App, AppContext, RoutesPlugin } from './lib/context';
import { analyticsRoutes } from './modules/analytics';
import { auditRoutes } from './modules/audit';
import { authRoutes, emailVerificationRoutes, googleAuthRoutes, passwordResetRoutes } from './modules/auth';
import { businessRoutes } from './modules/business';
import { customersRoutes } from './modules/customers';
import { dataRequestsRoutes } from './modules/data-requests';
import { deliveriesRoutes } from './modules/deliveries';
import { deliveryRoutes } from './modules/delivery';
import { discountCodesRoutes } from './modules/discounts';
import { flagsRoutes } from './modules/flags';
import { giftCardsRoutes } from './modules/gift-cards';
import { invoicesRoutes } from './modules/invoices';
import { liveRoutes } from './modules/live';
import { metaRoutes } from './modules/meta';
import {
  counterRoutes,
  followGiftCardPayment,
  followOrderStatus,
  orderDiscountRoutes,
  orderGiftCardsRoutes,
  orderListsRoutes,
  ordersRoutes,
  repriceDrafts,
  workingDayRoutes,
} from './modules/orders';
import {
  checkoutRoutes,
  connectRoutes,
  followPayments,
  ledgerRoutes,
  refundsRoutes,
  webhookRoutes,
} from './modules/payments';
import { categoriesRoutes, productOptionsRoutes, productsRoutes } from './modules/products';
import { pushRoutes } from './modules/push';
import { remindersRoutes } from './modules/reminders';
import { schedulingRoutes } from './modules/scheduling';
import { shopMailRoutes } from './modules/shop-mail';
import { stockRoutes, stockUploadRoutes } from './modules/stock';
import { legalPagesRoutes, storefrontPagesRoutes, storefrontRoutes } from './modules/storefront';
import { createTaxClassRoutes, createTaxRoutes } from './modules/tax';
import { teamRoutes } from './modules/team';
import { textDeliveredOnDone, textInboundRoutes, textsRoutes } from './modules/texts';
import { createUploadsRoutes } from './modules/uploads';
import { accountRoutes, usersRoutes } from './modules/users';

/*
 * Every module's routes, registered in one place (app.ts calls it while building the app): the
 * sweeps walk the routes in this order, and where two modules would need each other the lower one
 * is handed what it calls here (the tax routes get the drafts' repricing, payments the gift-card
 * orders' next step, orders the texts' "delivered").
 */

const moduleRoutes: RoutesPlugin[] = [
  metaRoutes,
  authRoutes,
  passwordResetRoutes,
  emailVerificationRoutes,
  googleAuthRoutes,
  usersRoutes,
  accountRoutes,
  shopMailRoutes,
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
  legalPagesRoutes,
  stockRoutes,
  stockUploadRoutes,
  customersRoutes,
  dataRequestsRoutes,
  orderListsRoutes,
  flagsRoutes,
  pushRoutes,
  remindersRoutes,
  textsRoutes,
  textInboundRoutes,
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
  // A delivery done is texted "delivered", whoever marked it (docs/decisions/066). Registered per
  // app, as whether texts go depends on its settings; dropped when it closes.
  const unfollow = followOrderStatus(textDeliveredOnDone({ on: ctx.texts.on }));
  app.addHook('onClose', async () => unfollow());
  for (const routes of [...moduleRoutes, createUploadsRoutes(ctx.storage)]) {
    await app.register(async (scope) => routes(scope as App, ctx));
  }
}
