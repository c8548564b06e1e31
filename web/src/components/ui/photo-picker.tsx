import { Camera, ImageUp } from 'lucide-react';
import { useId } from 'react';
import { buttonClasses } from './button';

/** Photos above this are refused by the server (413); say so before uploading them. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** Why a file cannot be a photo, or null when it may be sent. */
export function photoProblem(file: File): string | null {
  if (file.type && !file.type.startsWith('image/'))
    return 'Choose an image: a JPEG, PNG, WebP or AVIF photo.';
  if (file.size > MAX_PHOTO_BYTES) return 'This photo is larger than 10 MB. Choose a smaller one.';
  return null;
}

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

interface PhotoPickerProps {
  onPick: (file: File) => void;
  /** Given, the library button lets people choose several photos at once and hands them all over. */
  onPickMany?: (files: File[]) => void;
  disabled?: boolean;
  hasPhoto?: boolean;
}

/**
 * Two ways to pick a photo: the camera (on phones `capture` opens it directly) or a file from the
 * library or the computer.
 */
export function PhotoPicker({ onPick, onPickMany, disabled, hasPhoto }: PhotoPickerProps) {
  const id = useId();
  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Picking the same file again must fire change again.
    event.target.value = '';
    if (onPickMany && files.length > 0) onPickMany(files);
    else if (files[0]) onPick(files[0]);
  };
  const label = (extra: string) =>
    buttonClasses(
      extra === 'camera' ? 'primary' : 'outline',
      'md',
      'cursor-pointer has-[:disabled]:pointer-events-none has-[:disabled]:opacity-55 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
    );

  return (
    <div className="flex flex-wrap gap-2">
      <label htmlFor={`${id}-camera`} className={label('camera')}>
        <Camera className="size-4" aria-hidden="true" />
        {hasPhoto ? 'Take another photo' : 'Take a photo'}
        <input
          id={`${id}-camera`}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          onChange={onChange}
          disabled={disabled}
        />
      </label>
      <label htmlFor={`${id}-file`} className={label('file')}>
        <ImageUp className="size-4" aria-hidden="true" />
        {onPickMany ? 'Choose files' : 'Choose a file'}
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          multiple={Boolean(onPickMany)}
          className="sr-only"
          onChange={onChange}
          disabled={disabled}
        />
      </label>
    </div>
  );
}
