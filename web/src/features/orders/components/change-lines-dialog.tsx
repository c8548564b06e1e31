import type { InternOrder } from '@contract/orders';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import {
  type EditorLine,
  editorProblems,
  editorRequest,
  type LineErrors,
  LinesEditor,
  useEditorChoices,
} from '../../../components/order-editor';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-error';
import { errorToastMessage } from '../../../lib/error-toast';
import { useChangeLines } from '../api/change-lines';
import { type KeptLine, KeptLines } from './kept-lines';
import { LinesChanged } from './lines-changed';

interface ChangeLinesDialogProps {
  order: InternOrder;
  open: boolean;
  onClose: () => void;
  money: (amount: number) => string;
  currency: string | undefined;
}

/**
 * Staff change an order's lines (docs/decisions/054): the lines it has keep their price and change
 * how many or go; new products and free items come from the order editor. The server reprices the
 * order and moves its stock; the dialog then says what is due or owed back.
 */
export function ChangeLinesDialog({ order, open, onClose, money, currency }: ChangeLinesDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Change lines of order #${order.number}`}
      description="Kept lines keep the price they were sold at; new lines are priced now. Stock follows at once."
      className="h-dvh max-h-dvh rounded-none sm:h-auto sm:max-h-[92dvh] sm:max-w-2xl sm:rounded-3xl"
    >
      {open && <ChangeLinesForm order={order} onClose={onClose} money={money} currency={currency} />}
    </Dialog>
  );
}

function ChangeLinesForm({ order, onClose, money, currency }: Omit<ChangeLinesDialogProps, 'open'>) {
  const change = useChangeLines(order.uuid);
  const { data: choices } = useEditorChoices();
  const [kept, setKept] = useState<KeptLine[]>(() =>
    order.items.map((item) => ({ id: item.id, quantity: item.quantity })),
  );
  const [added, setAdded] = useState<EditorLine[]>([]);
  const [problems, setProblems] = useState<LineErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState<InternOrder | null>(null);
  // A paid order's gift cards are issued: their lines stay as they are (the server refuses too).
  const cardsFixed = order.payment_status === 'done';

  if (changed) return <LinesChanged order={changed} money={money} onDone={onClose} />;

  const save = async () => {
    setFailure(null);
    const found = editorProblems(added, choices?.products);
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    if (kept.length + added.length === 0) {
      setFailure('An order keeps at least one line.');
      return;
    }
    try {
      setChanged(await change.mutateAsync({ kept, ...editorRequest(added) }));
    } catch (error) {
      if (!isApiError(error)) return setFailure(errorToastMessage(error));
      const named = Object.entries(error.details).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      setProblems(Object.fromEntries(named));
      setFailure(error.message);
    }
  };

  const keptTotal = kept.reduce(
    (sum, line) => sum + (order.items.find((i) => i.id === line.id)?.unit_price ?? 0) * line.quantity,
    0,
  );
  return (
    <div className="space-y-5">
      <section aria-labelledby="kept-lines" className="space-y-2">
        <h3 id="kept-lines" className="text-sm font-semibold">
          On the order · {money(keptTotal)}
        </h3>
        <KeptLines
          items={order.items}
          kept={kept}
          onChange={setKept}
          cardsFixed={cardsFixed}
          errors={problems}
          money={money}
        />
      </section>
      <section aria-labelledby="added-lines" className="space-y-2">
        <h3 id="added-lines" className="text-sm font-semibold">
          Add
        </h3>
        <LinesEditor
          value={added}
          onChange={setAdded}
          products={choices?.products}
          tax={choices?.tax}
          currency={currency}
          errors={problems}
        />
      </section>
      {failure && (
        <p role="alert" className="flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{failure}</span>
        </p>
      )}
      <DialogActions>
        <Button variant="ghost" onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
        <Button variant="primary" onClick={save} loading={change.isPending}>
          Save lines
        </Button>
      </DialogActions>
    </div>
  );
}
