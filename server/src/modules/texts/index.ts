/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export { forgetTextsOf } from './text-erasure.service';
export { textInboundRoutes } from './text-inbound.routes';
export { queueOrderTexts } from './text-queue.service';
export { textDeliveredOnDone } from './text-status-follower';
export { createTextWorker, type TextWorker } from './text-worker';
export { textsRoutes } from './texts.routes';
