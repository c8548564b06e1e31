import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecrets } from './secrets';

describe('secrets', () => {
  it('generates the signing key once and keeps it in DATA_DIR', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-secrets-'));
    const first = loadSecrets(dir, {});
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(48);
    expect(loadSecrets(dir, {})).toEqual(first);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true });
  });

  it('prefers the key given in the environment', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-secrets-'));
    expect(loadSecrets(dir, { jwtSecret: 'given' })).toEqual({ jwtSecret: 'given' });
    expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });
});
