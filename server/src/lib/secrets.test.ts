import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecrets } from './secrets';

const given = { jwtSecret: 'given', vapid: { publicKey: 'public', privateKey: 'private' } };

describe('secrets', () => {
  it('generates the signing key and the push key pair once and keeps them in DATA_DIR', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-secrets-'));
    const first = loadSecrets(dir, {});
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(48);
    // An uncompressed P-256 point (65 bytes) and a 32-byte private key, base64url.
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.vapid.privateKey, 'base64url')).toHaveLength(32);
    expect(loadSecrets(dir, {})).toEqual(first);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true });
  });

  it('adds a push key pair to a file from before push, keeping its signing key', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-secrets-'));
    const file = path.join(dir, 'secrets.json');
    fs.writeFileSync(file, JSON.stringify({ jwtSecret: 'kept-from-before' }), { mode: 0o600 });
    const upgraded = loadSecrets(dir, {});
    expect(upgraded.jwtSecret).toBe('kept-from-before');
    expect(Buffer.from(upgraded.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(loadSecrets(dir, {})).toEqual(upgraded);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['secrets.json']);
    fs.rmSync(dir, { recursive: true });
  });

  it('prefers the keys given in the environment', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-secrets-'));
    expect(loadSecrets(dir, given)).toEqual(given);
    expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);
    expect(loadSecrets(dir, { jwtSecret: 'given' }).jwtSecret).toBe('given');
    fs.rmSync(dir, { recursive: true });
  });
});
