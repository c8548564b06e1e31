import { useState } from 'react';
import { useObjectUrl } from '../../lib/use-object-url';
import { Button } from '../ui/button';
import { Dialog, DialogActions } from '../ui/dialog';
import { PhotoPicker, photoProblem } from '../ui/photo-picker';
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
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(photo);
  const pick = (file: File) => {
    const wrong = photoProblem(file);
    setProblem(wrong);
    setPhoto(wrong ? null : file);
  };

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
      <PhotoPicker
        onPick={pick}
        disabled={pending}
        hasPhoto={Boolean(photo)}
        fileLabel="Choose a photo"
        wide
      />
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
