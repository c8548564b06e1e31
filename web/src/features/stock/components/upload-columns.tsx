import type { UploadPreview } from '@contract/stock';
import { FileSpreadsheet } from 'lucide-react';
import type { ReactNode } from 'react';

interface UploadColumnsProps {
  columns: UploadPreview['columns'];
  fileName: string;
  /** Beside the file's name: starting again with another file. */
  action: ReactNode;
}

/** Which headers of the file were read as what, so a wrong guess is seen before anything is added. */
export function UploadColumns({ columns, fileName, action }: UploadColumnsProps) {
  const read: [string, string | null][] = [
    ['Name', columns.name],
    ['Stems', columns.quantity],
    ['Cost', columns.unit_cost],
  ];
  return (
    <div className="rounded-2xl border border-border bg-surface p-4 shadow-card sm:px-5">
      <div className="flex items-center gap-3">
        <p className="flex min-w-0 flex-1 items-center gap-2 font-medium">
          <FileSpreadsheet className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="truncate">{fileName}</span>
        </p>
        {action}
      </div>
      <p className="mt-2 text-sm text-muted-foreground">Columns read:</p>
      <ul aria-label="Columns read" className="mt-1 flex flex-wrap gap-1.5 text-sm">
        {read.map(([field, header]) => (
          <li key={field} className="rounded-lg bg-muted px-2 py-1">
            <span className="font-medium">{field}</span> <span aria-hidden="true">← </span>
            <span className="sr-only">from </span>
            {header ? <span>{header}</span> : <span className="text-danger">not in the file</span>}
          </li>
        ))}
      </ul>
      {!columns.unit_cost && (
        <p className="mt-2 text-sm text-muted-foreground">
          The file has no column for the price per stem: enter it on each row.
        </p>
      )}
    </div>
  );
}
