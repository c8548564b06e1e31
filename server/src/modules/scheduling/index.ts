/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export {
  bookingsBetween,
  holdPlaceStatement,
  horizonOf,
  leavingSide,
  type Place,
  placeOf,
} from './bookings.service';
export {
  getOrderFormSettings,
  getScheduleRules,
  toOrderFormSettings,
  toScheduleRules,
  toWeek,
} from './order-settings.service';
export { schedulingRoutes } from './scheduling.routes';
export { endOfShopDay, everyDay, shopDay, withinDays } from './shop-days.service';
export {
  availableSlots,
  capacityOf,
  disabledDates,
  type SlotProblem,
  slotProblem,
  todayIn,
  zonedInstant,
} from './slot-engine.service';
