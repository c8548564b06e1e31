/**
 * How far an upload got. At 100 % the bytes have left the browser but the server still re-encodes
 * the photos, so it says so rather than looking stuck.
 */
export function UploadProgress({
  fraction,
  saving = 'Saving the photo…',
}: {
  fraction: number;
  saving?: string;
}) {
  const percent = Math.round(fraction * 100);
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1.5 text-sm text-muted-foreground" aria-live="polite">
        {percent < 100 ? `Uploading… ${percent}%` : saving}
      </p>
    </div>
  );
}
