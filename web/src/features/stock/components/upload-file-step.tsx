import type { UploadPreview } from '@contract/stock';
import { CircleAlert, FileSpreadsheet, FileUp } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { isApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useParseStockFile } from '../api/parse-stock-file';

/** Larger files are refused by the server (413); say so before sending them. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why the file was not read, in the server's words where it gave some; null when it was cancelled. */
export function uploadProblem(error: unknown): string | null {
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  if (isApiError(error)) {
    const file = error.details.file;
    if (typeof file === 'string' && file) return file;
    if (error.code === 'PAYLOAD_TOO_LARGE')
      return 'This file is larger than 10 MB. Split it into smaller files.';
    return error.message;
  }
  if (error instanceof TypeError)
    return 'The file did not reach the server. Check the connection and try again.';
  return 'The file could not be read. Try again.';
}

interface UploadFileStepProps {
  onRead: (preview: UploadPreview, fileName: string) => void;
}

/** Step 1: the wholesaler's delivery note goes up and comes back as rows to check. */
export function UploadFileStep({ onRead }: UploadFileStepProps) {
  const id = useId();
  const parse = useParseStockFile();
  const [problem, setProblem] = useState<{ fileName: string; message: string } | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const send = async (file: File) => {
    setProblem(null);
    if (file.size > MAX_FILE_BYTES) {
      setProblem({
        fileName: file.name,
        message: 'This file is larger than 10 MB. Split it into smaller files.',
      });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setSending(file.name);
    try {
      const preview = await parse.mutateAsync({ file, signal: controller.signal });
      onRead(preview, file.name);
    } catch (error) {
      const message = uploadProblem(error);
      if (message) setProblem({ fileName: file.name, message });
    } finally {
      abort.current = null;
      setSending(null);
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again, after fixing it, must fire change again.
    event.target.value = '';
    if (file) void send(file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !sending) void send(file);
  };

  return (
    <Card
      className={cn('p-4 sm:p-6', dragging && 'border-primary ring-3 ring-primary/20')}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="flex items-start gap-3">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <FileSpreadsheet className="size-6" strokeWidth={1.75} aria-hidden="true" />
        </div>
        <div className="min-w-0">
          <h3 className="font-medium">Choose the file</h3>
          <p className="mt-0.5 text-[15px] text-muted-foreground">
            A delivery note from your wholesaler: CSV or Excel, with columns for the flower, the number of
            stems and the price per stem.
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        You check every row before anything is added to your stock. Up to 10 MB.
      </p>

      {problem && (
        <div
          role="alert"
          className="mt-4 flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-medium break-words">{problem.fileName} could not be read</p>
            <p className="mt-0.5">{problem.message}</p>
            <p className="mt-1 text-foreground/80">Choose another file to try again.</p>
          </div>
        </div>
      )}

      {sending ? (
        <div className="mt-4 space-y-3">
          <p className="truncate text-sm font-medium">{sending}</p>
          <UploadProgress fraction={parse.progress ?? 0} saving="Reading the file…" />
          <Button variant="outline" size="sm" onClick={() => abort.current?.abort()}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <label
            htmlFor={id}
            className={buttonClasses(
              'primary',
              'lg',
              'w-full cursor-pointer sm:w-auto has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
            )}
          >
            <FileUp className="size-5" aria-hidden="true" />
            Choose a file
            <input id={id} type="file" accept={ACCEPT} className="sr-only" onChange={onChange} />
          </label>
          <span className="hidden text-sm text-muted-foreground sm:inline">or drop it here</span>
        </div>
      )}
    </Card>
  );
}
