// PostgreSQL crashed and started again while 32 customers order at once: the app must find its
// database again by itself, say it is unhealthy while it is gone, and keep every order it confirmed.
import { createClient } from '../bench/intake-client.mjs';
import { placeOrder } from '../bench/intake-orders.mjs';
import { dayAfter } from '../bench/intake-shop.mjs';
import { keepOrdering, seconds, sleep, watchHealth } from './timeline.mjs';

export async function databaseRestart({
  base,
  postgres,
  shop,
  query,
  connections,
  beforeMs,
  downMs,
  afterMs,
}) {
  const client = createClient(base, connections);
  const healthClient = createClient(base, 1);
  const date = dayAfter(2);
  const health = watchHealth(healthClient);
  const intake = keepOrdering({ connections, place: () => placeOrder(client, shop, { date }) });
  await sleep(beforeMs);
  const crashedAt = performance.now();
  postgres.crash();
  await sleep(downMs);
  const startingAt = performance.now();
  postgres.start();
  const startedAt = performance.now();
  await sleep(afterMs);
  await intake.stop();
  // Until healthy again (or a minute): a run that never recovers says so in its figures.
  for (let i = 0; i < 600 && health.probes.at(-1)?.status !== 200; i++) await sleep(100);
  await health.stop();
  client.close();
  healthClient.close();

  const numbers = intake.acknowledged.map((order) => order.number);
  const rows = await query(
    `select number from orders
      where business_id = (select id from businesses where url = $1) and number = any($2::int[])`,
    [shop.url, numbers],
  );
  const found = new Set(rows.map((row) => row.number));
  const whileDown = health.probes.filter((p) => p.at > crashedAt + 1500 && p.at < startingAt);
  const healthyAgain = health.probes.find((p) => p.at > startedAt && p.status === 200);
  const orderAgain = intake.acknowledged.find((order) => order.at > startedAt);
  const figures = {
    connections,
    down_s: seconds(startedAt - crashedAt),
    acknowledged: numbers.length,
    lost: numbers.filter((n) => !found.has(n)).length,
    duplicate_numbers: numbers.length - new Set(numbers).size,
    refused_by_status: Object.fromEntries(intake.refused),
    health_probes_while_down: whileDown.length,
    healthy_while_down: whileDown.filter((p) => p.status === 200).length,
    healthy_again_after_s: healthyAgain ? seconds(healthyAgain.at - startedAt) : null,
    first_order_after_s: orderAgain ? seconds(orderAgain.at - startedAt) : null,
    acknowledged_after_restart: intake.acknowledged.filter((order) => order.at > startedAt).length,
  };
  return { figures, acknowledged: intake.acknowledged };
}

/** What must hold, as messages for each broken promise. */
export function databaseRestartFailures(result) {
  const failures = [];
  if (result.lost > 0) failures.push(`${result.lost} acknowledged orders are missing`);
  if (result.duplicate_numbers > 0) failures.push(`${result.duplicate_numbers} order numbers given twice`);
  if (result.health_probes_while_down === 0)
    failures.push('health was never probed while the database was down');
  if (result.healthy_while_down > 0) failures.push('health said healthy while the database was down');
  if (result.healthy_again_after_s === null) failures.push('health never said healthy again');
  if (result.acknowledged_after_restart === 0) failures.push('no order was taken after the restart');
  if (result.refused_by_status['500']) failures.push(`${result.refused_by_status['500']} answers were 500`);
  return failures;
}
