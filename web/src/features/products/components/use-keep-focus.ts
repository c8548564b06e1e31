import { type RefObject, useLayoutEffect, useRef } from 'react';

const indexOf = (container: HTMLElement, id: string) =>
  [...container.querySelectorAll('[data-item-id]')].findIndex(
    (item) => item.getAttribute('data-item-id') === id,
  );

/**
 * Moving an item with its arrow buttons re-orders the DOM, which drops the focus; this puts it back on
 * the same button of the moved item (or its other arrow once it reached the end), so a keyboard user
 * can press again. Items carry `data-item-id`, buttons `data-action`.
 */
export function useKeepFocus(container: RefObject<HTMLElement | null>) {
  const pending = useRef<{ id: string; action: string; from: number } | null>(null);

  useLayoutEffect(() => {
    const target = pending.current;
    const list = container.current;
    // Renders before the move (the request starting) must not use up the wish.
    if (!target || !list || indexOf(list, target.id) === target.from) return;
    pending.current = null;
    const item = list.querySelector(`[data-item-id="${target.id}"]`);
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('[data-action^="move"]:not(:disabled)');
    button?.focus();
  });

  return (id: string, action: string) => {
    pending.current = container.current ? { id, action, from: indexOf(container.current, id) } : null;
  };
}
