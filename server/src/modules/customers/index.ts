/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export {
  ERASED_CUSTOMER_NAME,
  eraseCustomerRecord,
  lockCustomerForRequest,
} from './customer-erasure.service';
export { recountCustomer } from './customer-totals.service';
export { customersRoutes } from './customers.routes';
export { findCustomer } from './customers.service';
export { customerIdentity, customerUpsertStatement } from './record-customer.service';
