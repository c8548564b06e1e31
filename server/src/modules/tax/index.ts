/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */

export { createTaxRoutes } from './tax.routes';
export {
  checkTaxClass,
  type RateBook,
  rateOf,
  readTaxClasses,
  type TaxClassRef,
} from './tax-class-rates.service';
export { createTaxClassRoutes } from './tax-classes.routes';
export { getTaxSettings, toTaxSettings } from './tax-settings.service';
