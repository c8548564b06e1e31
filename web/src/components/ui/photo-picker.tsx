import { Camera, ImageUp } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
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
  /** The library button's words, when "Choose a file" is not what the person is doing. */
  fileLabel?: string;
  /** Two large buttons side by side (one above the other on phones), for use at the door. */
  wide?: boolean;
}

/**
 * Two ways to pick a photo: the camera (on phones `capture` opens it directly) or a file from the
 * library or the computer.
 */
export function PhotoPicker({ onPick, onPickMany, disabled, hasPhoto, fileLabel, wide }: PhotoPickerProps) {
  const id = useId();
  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Picking the same file again must fire change again.
    event.target.value = '';
    if (onPickMany && files.length > 0) onPickMany(files);
    else if (files[0]) onPick(files[0]);
  };
  const label = (kind: 'camera' | 'file') =>
    buttonClasses(
      kind === 'file' ? 'outline' : wide ? 'secondary' : 'primary',
      wide ? 'lg' : 'md',
      cn(
        'cursor-pointer has-[:disabled]:pointer-events-none has-[:disabled]:opacity-55 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
        wide && 'w-full',
      ),
    );
  const iconSize = wide ? 'size-5' : 'size-4';

  return (
    <div className={wide ? 'grid gap-2 sm:grid-cols-2' : 'flex flex-wrap gap-2'}>
      <label htmlFor={`${id}-camera`} className={label('camera')}>
        <Camera className={iconSize} aria-hidden="true" />
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
        <ImageUp className={iconSize} aria-hidden="true" />
        {fileLabel ?? (onPickMany ? 'Choose files' : 'Choose a file')}
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
