import { useParams, useSearchParams } from 'react-router';
import { usePrintBatch } from '../api/get-print-batch';
import { CARD_LAYOUTS, type CardLayout, EnclosureCard, parseLayout } from './enclosure-card';
import { PrintDocument } from './print-document';
import { PrintState } from './print-state';

/** /intern/print/card/{uuid}?layout=a6|a7|folded: the card that goes with the flowers. */
export function PrintCardPage() {
  const { uuid = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const layout = parseLayout(params.get('layout'));
  const batch = usePrintBatch([uuid]);
  const order = batch.data?.items[0];

  if (!batch.data || !order) return <PrintState error={batch.error} />;
  const choose = (next: CardLayout) => setParams({ layout: next }, { replace: true });
  return (
    <PrintDocument
      title={`Card #${order.number}`}
      paper={layout === 'folded' ? 'a5' : layout}
      ready={!batch.isFetching}
      controls={
        <fieldset className="flex gap-1 rounded-xl bg-muted p-1">
          <legend className="sr-only">Card layout</legend>
          {CARD_LAYOUTS.map((option) => (
            <button
              key={option.key}
              type="button"
              aria-pressed={layout === option.key}
              onClick={() => choose(option.key)}
              // 44 px each way: the card is often printed from a phone at the counter.
              className={
                layout === option.key
                  ? 'h-11 min-w-11 rounded-lg bg-surface px-3 text-sm font-medium shadow-sm'
                  : 'h-11 min-w-11 rounded-lg px-3 text-sm text-muted-foreground hover:text-foreground'
              }
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      }
    >
      <EnclosureCard
        key={layout}
        layout={layout}
        message={order.card_message}
        shopName={batch.data.shop.name}
        number={order.number}
      />
    </PrintDocument>
  );
}
