/** What a queued push says; built when it is sent. */
export type QueuedPush = {
  kind: string;
  orderId: string;
  orderNumber: number;
  dueDate: string | null;
  dueSlot: string | null;
};

const titles: Record<string, string> = {
  new_web_order: 'New web order',
  due_not_ready: 'Due within the hour, not ready',
  not_home: 'Delivery: not home',
  card_failed: 'Card payment failed',
};

/**
 * The notification as the back office's service worker shows it (web/public/push-worker.js, which
 * writes the title and body in the device's language from the kind and the order; these English
 * ones are for a worker that does not know the kind). A lock screen is seen by whoever
 * picks the phone up, so it carries the order's number and when it is due, never a name, an
 * address or a card text (docs/security.md): the order itself opens after signing in.
 */
export function pushMessage(push: QueuedPush) {
  const due = [push.dueDate, push.dueSlot].filter(Boolean).join(', ');
  return {
    kind: push.kind,
    title: `${titles[push.kind] ?? 'Order'} #${push.orderNumber}`,
    body: due ? `Due ${due}` : 'Open the order for details',
    // One notification per order and kind: the same push sent again replaces it.
    tag: `order-${push.orderId}-${push.kind}`,
    url: `/intern/orders/${push.orderId}`,
    order: { id: push.orderId, number: push.orderNumber, due_date: push.dueDate, due_slot: push.dueSlot },
  };
}
