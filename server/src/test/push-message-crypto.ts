import crypto from 'node:crypto';

/*
 * What a push service and a browser do with a Web Push request, written from the standards so that
 * tests check the server's pushes independently of the library that makes them:
 * - RFC 8292 (VAPID): `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed with ES256.
 * - RFC 8291 with RFC 8188 (aes128gcm): the body is encrypted to the device's keys.
 */

export type VapidClaims = { aud: string; exp: number; sub: string };

/** Checks the VAPID header's signature with the key it names; answers its claims and that key. */
export function verifyVapid(header: string | undefined): { claims: VapidClaims; publicKey: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no VAPID authorization header');
  const [, token = '', publicKey = ''] = match;
  const [head = '', body = '', signature = ''] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = crypto.createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
  });
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  // A JWT's ES256 signature is r and s side by side (64 bytes), not DER.
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not match its key');
  return { claims: JSON.parse(Buffer.from(body, 'base64url').toString()) as VapidClaims, publicKey };
}

/** The device's side of a subscription: its ECDH key pair and auth secret. */
export type DeviceKeys = { ecdh: crypto.ECDH; authSecret: Buffer };

/** Decrypts an aes128gcm Web Push body as the device would (RFC 8291 section 3, RFC 8188 section 2). */
export function decryptPushBody(body: Buffer, { ecdh, authSecret }: DeviceKeys): Buffer {
  // RFC 8188 header: salt (16), record size (4), key id length (1), key id = the sender's public key.
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('the key id is not the sender’s P-256 public key');
  if (record.length > body.readUInt32BE(16)) throw new Error('more than one record');

  // RFC 8291 3.3/3.4: the shared secret mixed with the auth secret and both public keys.
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  // RFC 8188 2.2/2.3: content key and nonce from the salt; one record, so the nonce is used as is.
  const key = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );

  const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 followed by any number of zero bytes of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
