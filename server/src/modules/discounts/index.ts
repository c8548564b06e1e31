/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export {
  codeRedemptionStatement,
  codeUseStatement,
  giveBackCodeUses,
  redeemCode,
} from './code-redemptions.service';
export {
  type CodeRow,
  codeProblem,
  codeRefusal,
  customerCodeRefusal,
  customerEmailKey,
  discountOf,
} from './code-rules.service';
export { discountCodesRoutes } from './discount-codes.routes';
export { forgetRedemptionEmails } from './redemption-erasure.service';
