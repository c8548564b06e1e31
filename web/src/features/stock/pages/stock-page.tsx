import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck, FileUp, Flower2, PackageMinus, PackagePlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { quietBusinessQuery } from '../../../lib/current-business';
import { useCurrentStock } from '../api/get-current-stock';
import type { MovementFilter } from '../api/query-keys';
import { AddFlowerDialog } from '../components/add-flower-dialog';
import { MovementHistory } from '../components/movement-history';
import { parseMovementFilter } from '../components/movement-tabs';
import { RecordStockDialog } from '../components/record-stock-dialog';
import type { StockEntryType } from '../components/stock-form';
import { StockList } from '../components/stock-list';
import { StockSummary } from '../components/stock-summary';

export function StockPage() {
  const stock = useCurrentStock();
  const { data: business } = useQuery(quietBusinessQuery);
  const currency = business?.currency;
  const [params, setParams] = useSearchParams();
  const type = parseMovementFilter(params.get('type'));
  const [recording, setRecording] = useState<StockEntryType | null>(null);
  const [adding, setAdding] = useState(false);

  const changeType = (next: MovementFilter) =>
    setParams(next === 'all' ? {} : { type: next }, { replace: true, preventScrollReset: true });

  if (stock.isPending) return <PageSkeleton label="Loading the stock" blocks={['h-28', 'h-96']} />;
  // A failed refetch keeps what was loaded on screen; only a first load that failed says so.
  if (!stock.data) {
    return (
      <FetchError
        title="Could not load the stock"
        onRetry={() => void stock.refetch()}
        retrying={stock.isFetching}
      />
    );
  }

  const { items, totals } = stock.data;
  const addFlower = (
    <Button variant="outline" onClick={() => setAdding(true)}>
      <Plus className="size-4" aria-hidden="true" />
      Add flower
    </Button>
  );
  const uploadFile = (
    <Link to="/intern/stock/update-with-upload" className={buttonClasses('outline')}>
      <FileUp className="size-4" aria-hidden="true" />
      Upload a delivery note
    </Link>
  );
  const recordPurchase = (
    <Button onClick={() => setRecording('purchase')}>
      <PackagePlus className="size-4" aria-hidden="true" />
      Record purchase
    </Button>
  );

  return (
    <div className="mx-auto max-w-5xl">
      {items.length === 0 ? (
        <EmptyState
          icon={Flower2}
          title="No flowers in stock yet"
          className="mt-6 md:mt-12"
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {recordPurchase}
              {uploadFile}
              {addFlower}
            </div>
          }
        >
          <p>
            Record what you bought from the wholesaler, or add the flowers you keep with what is on hand.
            Flowers used in orders are then taken from here, so every order shows what it cost.
          </p>
        </EmptyState>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
            {recordPurchase}
            <Button
              variant="outline"
              onClick={() => setRecording('expiry')}
              disabled={totals.quantity === 0}
              title={totals.quantity === 0 ? 'No stems on hand to waste' : undefined}
            >
              <PackageMinus className="size-4" aria-hidden="true" />
              Record waste
            </Button>
            {addFlower}
            <Link to="/intern/stock/update" className={buttonClasses('outline')}>
              <ClipboardCheck className="size-4" aria-hidden="true" />
              Count stock
            </Link>
            {uploadFile}
          </div>
          <div className="mt-5">
            <StockSummary totals={totals} currency={currency} />
          </div>
          <div className="mt-5">
            <StockList flowers={items} currency={currency} />
          </div>
          <div className="mt-10">
            <MovementHistory type={type} onType={changeType} currency={currency} />
          </div>
        </>
      )}
      <RecordStockDialog
        type={recording}
        onClose={() => setRecording(null)}
        flowers={items}
        currency={currency}
      />
      <AddFlowerDialog open={adding} onClose={() => setAdding(false)} currency={currency} />
    </div>
  );
}
