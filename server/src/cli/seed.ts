import { loadConfig } from '../config';
import { runMigrations } from '../db/migrate';
import { BULK_PASSWORD, seedBulk } from '../seed/bulk';
import { CommandError, openCommandDatabase, runCommand } from './cli-database';

/*
 * `npm run seed -- --shops 1 --orders 1000000 --products 50 --customers 100000`: deterministic bulk
 * data for measuring, in the database the app uses (DATABASE_URL, else the embedded one under
 * DATA_DIR — stop the app first then). Never on a database that holds real shops' data.
 */
const usage = 'usage: npm run seed -- [--shops N] [--orders N] [--products N] [--customers N]';
const limits = { shops: 1_000, orders: 10_000_000, products: 10_000, customers: 10_000_000 };

function count(args: string[], name: keyof typeof limits, fallback: number): number {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 0 || value > limits[name])
    throw new CommandError(`--${name} takes a whole number from 0 to ${limits[name]}\n${usage}`);
  return value;
}

await runCommand(async () => {
  const args = process.argv.slice(2);
  const size = {
    shops: count(args, 'shops', 1),
    orders: count(args, 'orders', 10_000),
    products: count(args, 'products', 50),
    customers: count(args, 'customers', 1_000),
  };
  const config = loadConfig(process.env);
  const database = await openCommandDatabase(config, { create: true });
  try {
    await runMigrations(database, 'server/src/db/migrations');
    const started = Date.now();
    const shops = await seedBulk(database.db, size, (line) => process.stderr.write(`${line}\n`));
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    return [
      `Seeded ${shops.length} shop(s) in ${seconds} s: ${size.orders} orders, ${size.products} products, ${size.customers} customers each.`,
      ...shops.map((s) => `  /${s.url}/store — sign in as ${s.email} / ${BULK_PASSWORD}`),
    ].join('\n');
  } finally {
    await database.close();
  }
});
