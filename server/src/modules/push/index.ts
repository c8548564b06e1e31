/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */

export { pushRoutes } from './push.routes';
export { deleteOldPushes } from './push-outbox.service';
export { newWebOrderPushStatement, queuePush } from './push-queue';
export { createPushSender, type PushSender } from './push-sender';
export { createPushWorker, type PushWorker } from './push-worker';
export { isQuiet, shopClock } from './quiet-hours';
export { vapidSubject } from './vapid-subject';
