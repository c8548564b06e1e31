import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { quietBusinessQuery } from '../../../lib/current-business';
import { parseDay } from '../../../lib/order-day-format';
import { useDay } from '../../../lib/orders/get-day';
import { DaySheet } from '../components/day-sheet';
import { PrintDocument } from '../components/print-document';
import { PrintState } from '../components/print-state';

/** /intern/print/day/{date}: what to make that day, by window, on A4. */
export function PrintDayPage() {
  const { date = '' } = useParams();
  const day = useDay(parseDay(date));
  const business = useQuery(quietBusinessQuery);

  if (!day.data) return <PrintState error={day.error} />;
  return (
    <PrintDocument
      title={`Day sheet ${day.data.date}`}
      paper="a4"
      marginMm={12}
      ready={!business.isPending && !day.isFetching}
    >
      <DaySheet view={day.data} shopName={business.data?.name ?? ''} />
    </PrintDocument>
  );
}
