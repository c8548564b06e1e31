import webpush from 'web-push';

/** A device as its push service knows it: its address and the keys its payload is encrypted to. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** The push service's answer: its HTTP status (201 taken, 404/410 the subscription is gone). */
export type PushSender = (target: PushTarget, payload: string) => Promise<number>;

/** A push the device has not shown within an hour is not worth showing. */
const TTL_SECONDS = 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * The one place the push library is called. It signs (VAPID) and encrypts (RFC 8291); the request
 * itself goes with fetch, which speaks plain http too, so tests reach a push service stand-in on
 * this machine with the very same code.
 */
export function createPushSender(vapid: {
  publicKey: string;
  privateKey: string;
  subject: string;
}): PushSender {
  return async (target, payload) => {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      // A push service answers at its own address; a redirect elsewhere is not followed.
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await answer.body?.cancel();
    return answer.status;
  };
}
