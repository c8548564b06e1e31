import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from '../../lib/storage';
import { testConfig } from '../../test/test-app';
import { removeErasedFiles } from './erasure-files';

const KEY = `${'a'.repeat(32)}.webp`;

function quietLog() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

describe('the files of an erased customer', () => {
  it('are tried again, and a photo the store keeps is logged by its key only, never failing the request', async () => {
    const config = testConfig();
    const files = createLocalStorage(config.dataDir);
    const tries = vi.fn(async () => Promise.reject(new Error('store unreachable')));
    const log = quietLog();
    const left = await removeErasedFiles(
      { storage: { ...files, delete: tries }, config, log },
      { photoKeys: [KEY], needles: ['ada@example.com'], addresses: ['ada@example.com'] },
    );
    expect(left).toEqual({ photosLeft: 1 });
    // Two tries, each removing the photo and its thumbnail.
    expect(tries).toHaveBeenCalledTimes(4);
    expect(log.warn).toHaveBeenCalledWith({ keys: [KEY] }, expect.any(String));
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('ada');
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('leave the mail files of other people', async () => {
    const config = testConfig();
    const dir = path.join(config.dataDir, 'mail');
    fs.mkdirSync(dir, { recursive: true });
    const theirs = path.join(dir, '2026_ada@example.com_Order_1.eml');
    const aboutThem = path.join(dir, '2026_shop@example.com_New-order_2.eml');
    const others = path.join(dir, '2026_grace@example.com_Order_3.eml');
    fs.writeFileSync(theirs, 'Hello');
    fs.writeFileSync(aboutThem, 'A new order from Ada Quill');
    fs.writeFileSync(others, 'Hello Grace');
    await removeErasedFiles(
      { storage: createLocalStorage(os.tmpdir()), config, log: quietLog() },
      { photoKeys: [], needles: ['ada quill', 'ada@example.com'], addresses: ['ada@example.com'] },
    );
    expect(fs.readdirSync(dir)).toEqual([path.basename(others)]);
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
});
