import type { UploadPreview } from '@contract/stock';
import { CircleAlert, PackagePlus, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { showErrorToast } from '../../../lib/error-toast';
import { useApplyUpload } from '../api/apply-upload';
import { UploadColumns } from './upload-columns';
import { UploadRowFields } from './upload-row';
import {
  editRow,
  MAX_APPLY_ROWS,
  plural,
  remaining,
  rowsFromPreview,
  summarise,
  toPurchases,
  type UploadField,
  type UploadRow,
  withServerErrors,
} from './upload-rows';
import { UploadSummaryLine } from './upload-summary';

interface UploadPreviewStepProps {
  preview: UploadPreview;
  fileName: string;
  currency: string | undefined;
  onStartAgain: () => void;
  /** After the rows were added, with how many movements were recorded. */
  onApplied: (count: number) => void;
}

/** Step 2: the rows as read, to correct or remove, then added as purchases in one go. */
export function UploadPreviewStep({
  preview,
  fileName,
  currency,
  onStartAgain,
  onApplied,
}: UploadPreviewStepProps) {
  const [rows, setRows] = useState<UploadRow[]>(() => rowsFromPreview(preview));
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [focusProblem, setFocusProblem] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const reasonId = useId();
  const apply = useApplyUpload();
  const summary = summarise(rows);
  const left = remaining(rows);

  // After the server refused rows, take the person to the first field it named.
  useEffect(() => {
    if (focusProblem > 0) listRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusProblem]);

  const setRemoved = useCallback(
    (line: number, removed: boolean) =>
      setRows((current) => current.map((row) => (row.line === line ? { ...row, removed } : row))),
    [],
  );

  const edit = useCallback((line: number, field: UploadField, value: string) => {
    setTouched(true);
    setNotice(null);
    setRows((current) => current.map((row) => (row.line === line ? editRow(row, field, value) : row)));
  }, []);

  const remove = useCallback(
    (line: number) => {
      setTouched(true);
      setNotice(null);
      setRemoved(line, true);
      toast(`Removed line ${line}`, {
        id: `upload-removed-${line}`,
        action: { label: 'Undo', onClick: () => setRemoved(line, false) },
      });
    },
    [setRemoved],
  );

  const reason =
    summary.rows === 0
      ? 'Every row is removed. Start again to choose another file.'
      : summary.problems > 0
        ? `Correct or remove the ${plural(summary.problems, 'row', 'rows')} with problems first.`
        : summary.rows > MAX_APPLY_ROWS
          ? `At most ${MAX_APPLY_ROWS} rows can be added at once. Remove rows or split the file.`
          : null;

  const onApply = async () => {
    setNotice(null);
    // The server's items.N are counted in the rows sent, whatever an undo changes meanwhile.
    const sentLines = remaining(rows).map((row) => row.line);
    let result: Awaited<ReturnType<typeof apply.mutateAsync>>;
    try {
      result = await apply.mutateAsync(toPurchases(rows));
    } catch (error) {
      if (isApiError(error) && error.code === 'VALIDATION_ERROR') {
        const { details } = error;
        if (withServerErrors(rows, details, sentLines).applied) {
          setRows((current) => withServerErrors(current, details, sentLines).rows);
          setFocusProblem((count) => count + 1);
          return;
        }
        const first = Object.values(error.details).find((detail) => typeof detail === 'string');
        setNotice(typeof first === 'string' ? first : error.message);
        return;
      }
      showErrorToast(error);
      return;
    }
    toast.success(`Added ${plural(result.count, 'delivery', 'deliveries')} to stock`);
    onApplied(result.count);
  };

  return (
    <div className="space-y-4">
      <UploadColumns
        columns={preview.columns}
        fileName={fileName}
        action={
          <Button
            variant="outline"
            size="sm"
            disabled={apply.isPending}
            onClick={() => (touched ? setConfirming(true) : onStartAgain())}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Start again
          </Button>
        }
      />
      <UploadSummaryLine summary={summary} currency={currency} />

      {left.length > 0 ? (
        <ul
          ref={listRef}
          aria-label="Rows to add"
          className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card"
        >
          {left.map((row) => (
            <UploadRowFields
              key={row.line}
              row={row}
              currency={currency}
              disabled={apply.isPending}
              onEdit={edit}
              onRemove={remove}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-border px-4 py-8 text-center text-muted-foreground">
          No rows left to add.
        </p>
      )}

      <div className="sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-10 md:bottom-4">
        <div className="space-y-2 rounded-2xl border border-border bg-surface/95 p-3 shadow-pop backdrop-blur sm:flex sm:items-center sm:gap-3 sm:space-y-0">
          {(notice ?? reason) && (
            <p
              id={reasonId}
              role={notice ? 'alert' : undefined}
              className={cn(
                'flex min-w-0 flex-1 gap-1.5 text-sm',
                notice ? 'text-danger' : 'text-muted-foreground',
              )}
            >
              {notice && <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
              <span>{notice ?? reason}</span>
            </p>
          )}
          <Button
            size="lg"
            className="w-full sm:ml-auto sm:w-auto"
            disabled={reason !== null}
            loading={apply.isPending}
            aria-describedby={reason || notice ? reasonId : undefined}
            onClick={() => void onApply()}
          >
            <PackagePlus className="size-5" aria-hidden="true" />
            Add {plural(summary.rows, 'row', 'rows')} to stock
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={confirming}
        title="Start again?"
        confirmLabel="Start again"
        onConfirm={() => {
          setConfirming(false);
          onStartAgain();
        }}
        onClose={() => setConfirming(false)}
      >
        Your corrections to {fileName} are not kept. Nothing has been added to your stock.
      </ConfirmDialog>
    </div>
  );
}
