/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export { pushRoutes } from './push.routes';
export { vapidSubject } from './vapid-subject';
