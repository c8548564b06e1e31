import type { OrderStatusFollower } from '../orders';
import { queueOrderTexts } from './text-queue.service';

/**
 * "Delivered" for a delivery that moved from ready to done, whichever way staff took the step: the
 * delivery run's "delivered", or a status change in the back office (docs/decisions/066). It runs
 * in the transaction of the change; the outbox takes each notice to each person once per order, so
 * a done order moved back to ready and done again, or delivered by the run and then marked done,
 * texts nobody twice. `on`: whether this server can send texts at all.
 */
export const textDeliveredOnDone =
  ({ on }: { on: boolean }): OrderStatusFollower =>
  async (tx, { order, from, to }) => {
    if (from !== 'ready' || to !== 'done' || order.method !== 'delivery') return;
    await queueOrderTexts(tx, { order, notice: 'delivered', on });
  };
