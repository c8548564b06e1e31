/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export { analyticsRoutes } from './analytics.routes';
