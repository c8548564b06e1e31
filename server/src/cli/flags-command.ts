import { flagName } from '@contract/flags';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { listFlags, setFlag } from '../modules/flags';

export const FLAGS_USAGE = `Usage:
  npm run flags -- list
  npm run flags -- set <flag> on|off [--shop <web address>]
  npm run flags -- unset <flag> [--shop <web address>]
Without --shop the value is global; a shop's own value wins over the global one.`;

/** Runs one flags command; answers what to print, or throws an Error whose message is for the person. */
export async function runFlagsCommand(db: Db, args: string[]): Promise<string> {
  const [command, flag, value] = args.filter((a, i) => a !== '--shop' && args[i - 1] !== '--shop');
  const shopAt = args.indexOf('--shop');
  const shopUrl = shopAt >= 0 ? args[shopAt + 1] : undefined;
  if (command === 'list') {
    const rows = await listFlags(db);
    if (rows.length === 0) return 'No flags are set.';
    return rows.map((r) => `${r.flag}\t${r.shop ?? '(global)'}\t${r.enabled ? 'on' : 'off'}`).join('\n');
  }
  if (command !== 'set' && command !== 'unset') throw new Error(FLAGS_USAGE);
  if (!flag || !flagName.safeParse(flag).success)
    throw new Error(`Not a flag name: ${flag ?? '(none)'}\n${FLAGS_USAGE}`);
  if (shopAt >= 0 && !shopUrl) throw new Error(`--shop needs a shop's web address\n${FLAGS_USAGE}`);
  let businessId: string | null = null;
  if (shopUrl) {
    const [shop] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.url, shopUrl));
    if (!shop) throw new Error(`No shop has the web address ${shopUrl}`);
    businessId = shop.id;
  }
  const where = shopUrl ? `for ${shopUrl}` : 'globally';
  if (command === 'unset') {
    await setFlag(db, { flag, businessId, enabled: null });
    return `${flag} unset ${where}.`;
  }
  if (value !== 'on' && value !== 'off') throw new Error(`Say on or off\n${FLAGS_USAGE}`);
  await setFlag(db, { flag, businessId, enabled: value === 'on' });
  return `${flag} is ${value} ${where}.`;
}
