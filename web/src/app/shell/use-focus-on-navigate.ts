import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page, the focus goes to the page's content: the link that was followed
 * (in the sidebar or the bottom bar) would otherwise keep it, or it would fall back to the top of
 * the document, and a keyboard user would have to find their way back into the page. A page that
 * put the focus somewhere itself (a field it focuses on arrival) keeps it.
 */
export function useFocusOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const focused = document.activeElement;
    if (focused && focused !== document.body && main.current?.contains(focused)) return;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
