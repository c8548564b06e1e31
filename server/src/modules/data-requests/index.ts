/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export { dataRequestsRoutes } from './data-requests.routes';
