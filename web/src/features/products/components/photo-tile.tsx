import type { ProductPhoto } from '@contract/products';
import { ArrowLeft, ArrowRight, Star, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

interface PhotoTileProps {
  photo: ProductPhoto;
  /** "Photo 2 of 4", which names the buttons for screen readers. */
  label: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: 'left' | 'right') => void;
  onMakePrimary: () => void;
  onDelete: () => void;
}

/** One saved photo with what can be done to it; every action is a real button, so keys work. */
export function PhotoTile({
  photo,
  label,
  first,
  last,
  busy,
  onMove,
  onMakePrimary,
  onDelete,
}: PhotoTileProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-surface">
      <div className="relative aspect-square bg-muted">
        <img
          src={photo.thumb_url}
          alt={photo.is_primary ? `${label}, primary` : label}
          loading="lazy"
          className="size-full object-cover"
        />
        {photo.is_primary && (
          <Badge tone="green" className="absolute top-2 left-2 shadow-sm">
            Primary
          </Badge>
        )}
      </div>
      <div className="flex items-center p-1">
        <Button
          variant="ghost"
          size="icon-sm"
          data-action="move-left"
          aria-label={`Move ${label.toLowerCase()} left`}
          disabled={first || busy}
          onClick={() => onMove('left')}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          data-action="move-right"
          aria-label={`Move ${label.toLowerCase()} right`}
          disabled={last || busy}
          onClick={() => onMove('right')}
        >
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
        <span className="flex-1" />
        {!photo.is_primary && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Make ${label.toLowerCase()} primary`}
            title="Make primary"
            disabled={busy}
            onClick={onMakePrimary}
          >
            <Star className="size-4" aria-hidden="true" />
          </Button>
        )}
        <Button
          variant="ghost-danger"
          size="icon-sm"
          aria-label={`Delete ${label.toLowerCase()}`}
          title="Delete photo"
          disabled={busy}
          onClick={onDelete}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
