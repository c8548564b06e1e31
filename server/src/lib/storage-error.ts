/**
 * The photo store failed (unreachable, full, refused, misconfigured): the server's fault, never the
 * client's. Answered 503 (error-handler.ts): the request changed nothing and may be sent again.
 */
export class StorageError extends Error {
  override name = 'StorageError';
}
