import type { Location } from '@contract/delivery';
import { MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ZipcodeList } from './zipcode-list';

interface LocationCardProps {
  location: Location;
  currency: string | undefined;
  onEdit: () => void;
  onDelete: () => void;
}

export function LocationCard({ location, currency, onEdit, onDelete }: LocationCardProps) {
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={location.name}>
        <div className="flex items-start gap-3">
          <span className="mt-0.5 hidden size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground sm:flex">
            <MapPin className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="text-base font-semibold break-words">{location.name}</h3>
            <p className="text-sm text-muted-foreground break-words">
              {location.address}, {location.zipcode} {location.city}
            </p>
            {location.phone && (
              <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
                <Phone className="size-3.5" aria-hidden="true" />
                {location.phone}
              </p>
            )}
          </div>
          <div className="-mt-1 -mr-2 flex shrink-0">
            <Button
              variant="ghost"
              size="icon"
              onClick={onEdit}
              aria-label={`Edit ${location.name}`}
              title="Edit"
            >
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost-danger"
              size="icon"
              onClick={onDelete}
              aria-label={`Delete ${location.name}`}
              title="Delete"
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className="mt-4 border-t border-border pt-4">
          <ZipcodeList location={location} currency={currency} />
        </div>
      </article>
    </Card>
  );
}
