import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import type { Tx } from '../../../db/client';
import { openShop } from '../../../test/shop-setup';
import { setupTestApp } from '../../../test/test-app';
import { type DraftValues, insertDraft } from './drafts.service';

/*
 * A storefront cart holds nothing of the shop's (no number, stock, window place or code use), so
 * its writes commit without waiting for the disk (docs/decisions/087); every other write still
 * waits. The setting must end with the cart's own transaction: a pooled connection that kept it
 * would let the next submission on it go unflushed.
 */

const t = setupTestApp();

type Setting = { rows: { synchronous_commit: string }[] };
const commitWaits = async (tx: Pick<Tx, 'execute'>) =>
  ((await tx.execute(sql`show synchronous_commit`)) as unknown as Setting).rows[0]?.synchronous_commit;

const draftValues = (origin: DraftValues['origin']): DraftValues => ({
  method: 'pickup',
  price: '0',
  deliveryPrice: null,
  note: '',
  assignedTo: null,
  photoReference: null,
  productId: null,
  productName: null,
  origin,
  language: null,
  deliveryZipcode: null,
});

describe('a storefront cart’s commit', () => {
  it('does not wait for the disk; a staff draft’s still does', async () => {
    const shop = await openShop(t.app);
    const settingAfter = (origin: DraftValues['origin']) =>
      t.database.db.transaction(async (tx) => {
        await insertDraft(tx, {
          businessId: shop.business.id,
          byUserId: null,
          values: draftValues(origin),
        });
        return commitWaits(tx);
      });
    expect(await settingAfter('storefront')).toBe('off');
    expect(await settingAfter('staff')).toBe('on');
  });

  it('ends with the cart’s own transaction, on the same connection', async () => {
    const url = inject('databaseUrl');
    // The embedded database is one connection: the app's own is the same connection every time.
    const client = url ? new pg.Client({ connectionString: url }) : null;
    await client?.connect();
    try {
      const run = async (text: string) =>
        client
          ? (await client.query<{ synchronous_commit: string }>(text)).rows[0]
          : ((await t.database.db.execute(sql.raw(text))) as unknown as Setting).rows[0];
      await run('select cart_commits_without_waiting(true)');
      expect(await run('show synchronous_commit')).toEqual({ synchronous_commit: 'on' });
      await run('begin');
      await run('select cart_commits_without_waiting(false)');
      expect(await run('show synchronous_commit')).toEqual({ synchronous_commit: 'on' });
      await run('select cart_commits_without_waiting(true)');
      expect(await run('show synchronous_commit')).toEqual({ synchronous_commit: 'off' });
      await run('commit');
      expect(await run('show synchronous_commit')).toEqual({ synchronous_commit: 'on' });
    } finally {
      await client?.end();
    }
  });
});
