import { CircleAlert } from 'lucide-react';

/** Why the server refused a step (a 409 says the order moved on meanwhile). */
export function StepError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
