import { Camera, ImageUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useObjectUrl } from '../../lib/use-object-url';
import { Button, buttonClasses } from '../ui/button';
import { Dialog, DialogActions } from '../ui/dialog';
import { photoProblem } from '../ui/photo-picker';
import { UploadProgress } from '../ui/upload-progress';
import { StepError } from './step-error';

/** Delivered: optionally with the polaroid, taken with the phone's camera or chosen from its photos. */
export function DeliveredDialog({
  open,
  number,
  pending,
  progress,
  error,
  onClose,
  onDeliver,
}: {
  open: boolean;
  number: number;
  pending: boolean;
  progress: number | null;
  error: string | null;
  onClose: () => void;
  onDeliver: (photo: File | null) => void;
}) {
  const id = useId();
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(photo);
  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = photoProblem(file);
    setProblem(wrong);
    setPhoto(wrong ? null : file);
  };
  const picker = (kind: 'camera' | 'library') =>
    buttonClasses(
      kind === 'camera' ? 'secondary' : 'outline',
      'lg',
      'w-full cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
    );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`#${number} delivered`}
      description="A photo of the bouquet at the door goes to the customer with the e-mail."
    >
      {preview && (
        <img
          src={preview}
          alt="The bouquet at the door, to send"
          className="mb-4 max-h-56 w-full rounded-2xl object-cover"
        />
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <label htmlFor={`${id}-camera`} className={picker('camera')}>
          <Camera className="size-5" aria-hidden="true" />
          {photo ? 'Take another photo' : 'Take a photo'}
          <input
            id={`${id}-camera`}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={pick}
            disabled={pending}
          />
        </label>
        <label htmlFor={`${id}-library`} className={picker('library')}>
          <ImageUp className="size-5" aria-hidden="true" />
          Choose a photo
          <input
            id={`${id}-library`}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={pick}
            disabled={pending}
          />
        </label>
      </div>
      {problem && <p className="mt-2 text-sm text-danger">{problem}</p>}
      {progress !== null && (
        <div className="mt-4">
          <UploadProgress fraction={progress} />
        </div>
      )}
      <StepError message={error} />
      <DialogActions>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={() => onDeliver(photo)} loading={pending} size="lg">
          {photo ? 'Delivered, with photo' : 'Delivered'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
