/**
 * The new orders (submitted or paid) that arrived while nobody was looking at the orders list, by
 * uuid: an order submitted and then paid counts once. A tiny store the title and the shell share.
 */
export type WaitingOrders = {
  add(uuid: string): void;
  /** The person saw this order (its page). */
  remove(uuid: string): void;
  /** The person looked at the orders list. */
  clear(): void;
  count(): number;
  subscribe(listener: () => void): () => void;
};

export function createWaitingOrders(): WaitingOrders {
  const waiting = new Set<string>();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    add(uuid) {
      if (waiting.has(uuid)) return;
      waiting.add(uuid);
      changed();
    },
    remove(uuid) {
      if (waiting.delete(uuid)) changed();
    },
    clear() {
      if (waiting.size === 0) return;
      waiting.clear();
      changed();
    },
    count: () => waiting.size,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The tab's title while new orders wait: "(2) Orders · Petal"; the page's own title otherwise. */
export const titleFor = (count: number, base: string) => (count > 0 ? `(${count}) Orders · Petal` : base);
