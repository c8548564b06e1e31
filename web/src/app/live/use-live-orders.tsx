import type { LiveOrderEvent } from '@contract/live';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type Chime, createChime, ringOnce } from '../../lib/chime';
import { session } from '../../lib/current-session';
import { getLiveAlerts } from '../../lib/live-alerts';
import { type LiveStreamDeps, openLiveStream } from '../../lib/live-stream';
import { createWaitingOrders, titleFor, type WaitingOrders } from './waiting-orders';

export type LiveOrdersDeps = {
  openStream?: (deps: LiveStreamDeps) => () => void;
  makeChime?: () => Chime;
  waiting?: WaitingOrders;
};

/** Events that arrive together (a burst of changes) refresh the lists once. */
const BATCH_MS = 150;
const ORDERS_LIST = '/intern/orders';
/** Order keys that belong to one order: only that order's are refreshed by its news. */
const perOrder = new Set(['detail', 'options', 'availability', 'cost']);

/** Refreshes what shows the orders: every ['orders', …] query, except other orders' own pages. */
export function invalidateForOrders(queryClient: QueryClient, uuids: Set<string> | 'all') {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      if (queryKey[0] !== 'orders') return false;
      if (uuids === 'all' || !perOrder.has(String(queryKey[1]))) return true;
      return uuids.has(String(queryKey[2]));
    },
  });
}

const isNews = (event: LiveOrderEvent) => event.kind === 'order.submitted' || event.kind === 'order.paid';

/**
 * Keeps the shop's live channel open while the shell is shown (signed in): order lists, the
 * calendar and an order's page refresh by themselves; a new submitted or paid order rings a soft
 * chime, shows a toast linking to it until it is seen, and counts in the tab's title until the
 * orders list is seen.
 */
export function useLiveOrders({
  openStream = openLiveStream,
  makeChime = createChime,
  waiting: given,
}: LiveOrdersDeps = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [waiting] = useState(() => given ?? createWaitingOrders());
  const count = useSyncExternalStore(waiting.subscribe, waiting.count);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    const chime = makeChime();
    let pending = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let opens = 0;
    const flush = () => {
      timer = undefined;
      const uuids = pending;
      pending = new Set();
      void invalidateForOrders(queryClient, uuids);
    };
    const announce = (event: LiveOrderEvent) => {
      const alerts = getLiveAlerts();
      waiting.add(event.uuid);
      if (alerts.sound) ringOnce(chime, `${event.kind}:${event.uuid}`);
      if (!alerts.toast) return;
      const href = `${ORDERS_LIST}/${event.uuid}`;
      const title =
        event.kind === 'order.paid' ? `Order #${event.number} is paid` : `New order #${event.number}`;
      toast(
        <a
          href={href}
          className="font-sans font-semibold text-foreground underline underline-offset-4"
          onClick={(e) => {
            e.preventDefault();
            toast.dismiss(`live-${event.uuid}`);
            navigateRef.current(href);
          }}
        >
          {title}
        </a>,
        {
          id: `live-${event.uuid}`,
          // A new order must not slip by while nobody looks at the screen (the florist is at the
          // bench): it stays until it is closed, clicked, or its order is opened.
          duration: Number.POSITIVE_INFINITY,
          closeButton: true,
          // A toast that stays lies over the header, never over the page's buttons (a driver's
          // next stop on a phone was covered by one at the bottom).
          position: 'top-center',
          description:
            event.kind === 'order.paid'
              ? 'The payment came in just now.'
              : 'It just came in; open it to start.',
        },
      );
    };
    const close = openStream({
      getToken: () => session.getAccessToken(),
      refresh: () => session.refresh(),
      onSignal: (signal) => {
        if (signal.type === 'open') {
          // After a drop, what changed meanwhile was not announced: reload it all.
          if (opens++ > 0) void invalidateForOrders(queryClient, 'all');
          return;
        }
        if (signal.type === 'resync') {
          void invalidateForOrders(queryClient, 'all');
          return;
        }
        pending.add(signal.event.uuid);
        timer ??= setTimeout(flush, BATCH_MS);
        // One's own counter sale or payment is not news: lists refresh, nothing rings.
        if (isNews(signal.event) && !signal.event.self) announce(signal.event);
      },
    });
    return () => {
      close();
      clearTimeout(timer);
      chime.dispose();
    };
  }, [openStream, makeChime, queryClient, waiting]);

  // Looking at the list clears the count: arriving on it, or coming back to it (tab shown, a click).
  useEffect(() => {
    if (pathname.startsWith(`${ORDERS_LIST}/`)) {
      const uuid = pathname.slice(ORDERS_LIST.length + 1);
      waiting.remove(uuid);
      // Its page is open: the order is seen, its toast has done its work.
      toast.dismiss(`live-${uuid}`);
    }
    if (pathname !== ORDERS_LIST) return;
    waiting.clear();
    const seen = () => {
      if (document.visibilityState === 'visible') waiting.clear();
    };
    document.addEventListener('visibilitychange', seen);
    window.addEventListener('pointerdown', seen);
    window.addEventListener('keydown', seen);
    return () => {
      document.removeEventListener('visibilitychange', seen);
      window.removeEventListener('pointerdown', seen);
      window.removeEventListener('keydown', seen);
    };
  }, [pathname, waiting]);

  // The tab's title carries the count; the page's own title comes back when it is cleared.
  const baseTitle = useRef<string | null>(null);
  useEffect(() => {
    if (count > 0) {
      baseTitle.current ??= document.title;
      document.title = titleFor(count, baseTitle.current);
    } else if (baseTitle.current !== null) {
      document.title = baseTitle.current;
      baseTitle.current = null;
    }
  }, [count]);
  useEffect(
    () => () => {
      if (baseTitle.current !== null) document.title = baseTitle.current;
    },
    [],
  );

  return { waiting: count };
}

/** Mounted once in the shell: renders nothing, so a new count re-renders nothing else. */
export function LiveOrders() {
  useLiveOrders();
  return null;
}
