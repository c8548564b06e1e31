/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export { checkDeliveryAvailability } from './availability.service';
export { deliveryRoutes } from './delivery.routes';
export { findLocation, listLocations } from './locations.service';
