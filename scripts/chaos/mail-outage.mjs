// The mail server down while orders come in: every customer gets their mail once it is back,
// and nobody gets one twice (over the whole run, the database restart included).
import { createClient } from '../bench/intake-client.mjs';
import { placeOrder } from '../bench/intake-orders.mjs';
import { dayAfter } from '../bench/intake-shop.mjs';
import { keepOrdering, seconds, sleep } from './timeline.mjs';

const unsent = async (query) =>
  (await query(`select count(*)::int as n from mail_outbox where sent_at is null`))[0].n;

/** Waits until the outbox is empty (or `limitMs` passed); answers whether it emptied. */
async function outboxEmptied(query, limitMs) {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    if ((await unsent(query)) === 0) return true;
    await sleep(250);
  }
  return false;
}

export async function mailOutage({ base, smtp, shop, query, orderingMs, downMs, deliveryLimitMs }) {
  await outboxEmptied(query, deliveryLimitMs);
  const client = createClient(base, 4);
  await smtp.stop();
  const downAt = performance.now();
  const intake = keepOrdering({
    connections: 4,
    place: () => placeOrder(client, shop, { date: dayAfter(3) }),
  });
  await sleep(orderingMs);
  await intake.stop();
  client.close();
  const waitingWhileDown = await unsent(query);
  await sleep(Math.max(0, downMs - (performance.now() - downAt)));
  await smtp.start();
  const backAt = performance.now();
  const emptied = await outboxEmptied(query, deliveryLimitMs);
  const deliveredAfter = performance.now() - backAt;
  const placed = intake.acknowledged;
  // Which mails are still waiting, by kind of address and error, when the outbox did not empty.
  const stuck = emptied
    ? []
    : await query(
        `select split_part(recipient, '@', 2) as domain, attempts, left(coalesce(last_error, ''), 80) as error,
                count(*)::int as n
           from mail_outbox where sent_at is null group by 1, 2, 3 order by n desc limit 5`,
      );
  const figures = {
    down_s: seconds(backAt - downAt),
    orders_while_down: placed.length,
    mails_waiting_while_down: waitingWhileDown,
    delivered_after_s: emptied ? seconds(deliveredAfter) : null,
    not_delivered: placed.filter((order) => !smtp.received.get(order.email)).length,
    ...(stuck.length && { still_waiting: stuck }),
  };
  return { figures, acknowledged: placed };
}

/** Every customer who was told their order was taken got exactly one mail: none lost, none twice. */
export function mailCounts(smtp, orders) {
  const counts = orders.map((order) => smtp.received.get(order.email) ?? 0);
  return {
    customers: orders.length,
    without_mail: counts.filter((n) => n === 0).length,
    mailed_twice: counts.filter((n) => n > 1).length,
  };
}

export function mailOutageFailures(result, counts) {
  const failures = [];
  if (result.orders_while_down === 0) failures.push('no order was taken while the mail server was down');
  if (result.mails_waiting_while_down === 0) failures.push('no mail waited while the mail server was down');
  if (result.delivered_after_s === null)
    failures.push('the outbox did not empty after the mail server came back');
  if (counts.without_mail > 0) failures.push(`${counts.without_mail} customers got no mail`);
  if (counts.mailed_twice > 0) failures.push(`${counts.mailed_twice} customers got the same mail twice`);
  return failures;
}
