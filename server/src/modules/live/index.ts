/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */

export { liveRoutes } from './live.routes';
export { createLiveHub, type LiveHub, type LiveLimits } from './live-hub';
export {
  type AnnouncedOrder,
  LIVE_CHANNEL,
  orderEventMessage,
  publishOrderEvent,
} from './order-events.service';
