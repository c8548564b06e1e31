/**
 * The tests' document has no layout, so no media query of its own matches as a browser's would: this
 * matchMedia answers min-width/max-width queries from a width the test sets, and tells listeners when
 * it changes, like a browser being resized.
 */

type Listener = (event: MediaQueryListEvent) => void;

let width = 1280;
const lists = new Set<{ query: string; listeners: Set<Listener> }>();

function matches(query: string): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  if (min?.[1] && width < Number(min[1])) return false;
  if (max?.[1] && width > Number(max[1])) return false;
  return Boolean(min || max);
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<Listener>() };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

export function setViewportWidth(next: number): void {
  width = next;
  for (const entry of lists) {
    for (const listener of entry.listeners)
      listener({ matches: matches(entry.query) } as MediaQueryListEvent);
  }
}
