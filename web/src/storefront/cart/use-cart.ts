import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { addLine, type CartLine, parseCart, removeLine, setQuantity } from './cart';

/*
 * The cart of one shop, kept in localStorage so it survives a reload and is the same in every tab
 * (the storage event tells the others). A browser that refuses storage (private mode, full) keeps
 * the cart for the page's life only.
 */

const storageKey = (shopUrl: string) => `petal.cart.${shopUrl}`;
const listeners = new Set<() => void>();
/** The parsed cart per key, so every render reads the same array until the cart changes. */
const memory = new Map<string, { text: string | null; lines: CartLine[] }>();

function read(key: string): CartLine[] {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(key);
  } catch {
    text = memory.get(key)?.text ?? null;
  }
  const cached = memory.get(key);
  if (cached && cached.text === text) return cached.lines;
  const lines = parseCart(text);
  memory.set(key, { text, lines });
  return lines;
}

function write(key: string, lines: CartLine[]) {
  const text = lines.length > 0 ? JSON.stringify(lines) : null;
  memory.set(key, { text, lines });
  try {
    if (text === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, text);
  } catch {
    // Storage refused: the cart lives in memory until the page closes.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('petal.cart.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export type Cart = {
  lines: CartLine[];
  /** False when the cart is full (it holds its most lines). */
  add: (choice: CartLine) => boolean;
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  clear: () => void;
};

export function useCart(shopUrl: string): Cart {
  const key = storageKey(shopUrl);
  const lines = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => [],
  );
  const add = useCallback(
    (choice: CartLine) => {
      const result = addLine(read(key), choice);
      if (result.added) write(key, result.lines);
      return result.added;
    },
    [key],
  );
  const change = useCallback(
    (lineKey: string, quantity: number) => write(key, setQuantity(read(key), lineKey, quantity)),
    [key],
  );
  const remove = useCallback((lineKey: string) => write(key, removeLine(read(key), lineKey)), [key]);
  const clear = useCallback(() => write(key, []), [key]);
  return useMemo(
    () => ({ lines, add, setQuantity: change, remove, clear }),
    [lines, add, change, remove, clear],
  );
}
