/**
 * The server could not be reached at all (no connection, or the server is down), as opposed to a
 * server that answered "no". The back office opens without a connection (docs/decisions/036), so
 * this must not be mistaken for a refused sign-in: staff stay signed in and see that they are offline.
 */
export class OfflineError extends Error {
  constructor(cause?: unknown) {
    super('The server cannot be reached. Check the connection.', { cause });
    this.name = 'OfflineError';
  }
}
