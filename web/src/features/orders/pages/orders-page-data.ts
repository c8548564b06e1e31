import { session } from '../../../lib/auth';
import { quietBusinessQuery } from '../../../lib/current-business';
import { userOfToken } from '../../../lib/current-session';
import { locationsQuery } from '../../../lib/pickup-locations';
import { queryClient } from '../../../lib/query-client';
import { isStaff } from '../../../lib/roles';
import { ordersQuery } from '../api/get-orders';
import { teamPeopleQuery } from '../api/get-team-people';
import { hasFilters } from '../api/search-orders';
import { filtersFromParams } from '../components/order-filters';
import { parseView } from '../components/view-tabs';

/**
 * The orders page's data, asked for as soon as the session is known rather than once the shell and
 * the page have drawn: on a phone's slower processor that drawing took longer than the answers, and
 * the list waited for both one after the other. Nothing is waited for here; the page's own queries
 * find these under the same keys (and a fresh answer is not asked for again). Without a session
 * nothing is asked: the back office's guard sends the visitor to sign in.
 */
export function ordersPageLoader({ request }: { request: Request }): null {
  const params = new URL(request.url).searchParams;
  void session
    .getAccessToken()
    .then((token) => {
      if (!token) return;
      // As the page asks for them (orders-page.tsx).
      void queryClient.prefetchQuery(quietBusinessQuery);
      void queryClient.prefetchQuery(teamPeopleQuery);
      if (isStaff(userOfToken(token)?.role)) void queryClient.prefetchQuery(locationsQuery);
      if (!hasFilters(filtersFromParams(params)))
        void queryClient.prefetchQuery(ordersQuery(parseView(params.get('view'))));
    })
    .catch(() => {
      // The page asks again, and says what failed.
    });
  return null;
}
