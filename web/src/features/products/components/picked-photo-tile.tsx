import { Star, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatBytes } from '../../../components/ui/photo-picker';
import { useObjectUrl } from '../../../lib/use-object-url';
import type { PickedPhoto } from './use-picked-photos';

interface PickedPhotoTileProps {
  photo: PickedPhoto;
  primary: boolean;
  onMakePrimary: () => void;
  onRemove: () => void;
  disabled: boolean;
}

/** A chosen photo before upload: its preview, and whether it will be the primary one. */
export function PickedPhotoTile({ photo, primary, onMakePrimary, onRemove, disabled }: PickedPhotoTileProps) {
  const preview = useObjectUrl(photo.file);
  const name = photo.file.name;
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-surface">
      <div className="relative aspect-square bg-muted">
        {preview && <img src={preview} alt={`Preview of ${name}`} className="size-full object-cover" />}
        {primary && (
          <Badge tone="green" className="absolute top-2 left-2 shadow-sm">
            Primary
          </Badge>
        )}
        <Button
          variant="outline"
          size="icon-sm"
          className="absolute top-1.5 right-1.5 rounded-full"
          aria-label={`Remove ${name}`}
          onClick={onRemove}
          disabled={disabled}
        >
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="p-2">
        <p className="truncate text-xs text-muted-foreground" title={name}>
          {name} · {formatBytes(photo.file.size)}
        </p>
        {!primary && (
          <Button
            variant="ghost-primary"
            size="sm"
            className="mt-1 w-full"
            onClick={onMakePrimary}
            disabled={disabled}
          >
            <Star className="size-3.5" aria-hidden="true" />
            Make primary<span className="sr-only">: {name}</span>
          </Button>
        )}
      </div>
    </div>
  );
}
