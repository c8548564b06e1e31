import type { Location } from '@contract/delivery';
import { useQuery } from '@tanstack/react-query';
import { MapPinPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageSkeleton } from '../../../../components/ui/skeleton';
import { isApiError } from '../../../../lib/api-error';
import { quietBusinessQuery } from '../../../../lib/current-business';
import { errorToastMessage } from '../../../../lib/error-toast';
import { useDeleteLocation } from '../../api/delete-location';
import { useLocations } from '../../api/get-locations';
import { LoadError } from '../load-error';
import { LocationCard } from './location-card';
import { LocationFormDialog } from './location-form-dialog';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; location: Location };

/**
 * Pickup locations and, per location, the zip codes it delivers to with their prices. Used on the
 * settings page and in the onboarding wizard.
 */
export function LocationsManager() {
  const locations = useLocations();
  const { data: business } = useQuery(quietBusinessQuery);
  const currency = business?.currency;
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Location | null>(null);
  const remove = useDeleteLocation();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const closeDelete = () => {
    setDeleting(null);
    setDeleteError(null);
    remove.reset();
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`${deleting.name} deleted`);
        closeDelete();
      },
      onError: (error) =>
        setDeleteError(
          isApiError(error) && error.code === 'CONFLICT' ? error.message : errorToastMessage(error),
        ),
    });
  };

  if (locations.isPending) return <PageSkeleton label="Loading locations" blocks={['h-40']} />;
  if (locations.isError) return <LoadError what="your locations" onRetry={() => void locations.refetch()} />;

  const items = locations.data.items;
  const first = items.length === 0;

  return (
    <div className="space-y-4">
      {first ? (
        <EmptyState
          icon={MapPinPlus}
          title="Add your first location"
          className="max-w-none"
          action={
            <Button onClick={() => setEditing({ mode: 'new' })}>
              <Plus className="size-4" aria-hidden="true" />
              Add location
            </Button>
          }
        >
          <p>
            Start with your shop. Customers collect pickup orders there, and you then add the zip codes it
            delivers to, each with a delivery price.
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-4">
            {items.map((location) => (
              <li key={location.id}>
                <LocationCard
                  location={location}
                  currency={currency}
                  onEdit={() => setEditing({ mode: 'edit', location })}
                  onDelete={() => setDeleting(location)}
                />
              </li>
            ))}
          </ul>
          <Button variant="outline" onClick={() => setEditing({ mode: 'new' })} className="w-full sm:w-auto">
            <Plus className="size-4" aria-hidden="true" />
            Add another location
          </Button>
        </>
      )}

      <LocationFormDialog
        open={editing.mode !== 'closed'}
        onClose={() => setEditing({ mode: 'closed' })}
        location={editing.mode === 'edit' ? editing.location : null}
        suggestion={first && business ? { name: business.name, phone: business.phone } : undefined}
      />

      <ConfirmDialog
        open={deleting !== null}
        onClose={closeDelete}
        title={`Delete ${deleting?.name ?? 'location'}?`}
        confirmLabel="Delete location"
        onConfirm={confirmDelete}
        pending={remove.isPending}
        error={deleteError}
      >
        {deleting && deleting.zipcode_count > 0
          ? `Its ${deleting.zipcode_count === 1 ? 'delivery zip code goes' : `${deleting.zipcode_count} delivery zip codes go`} with it, and customers can no longer pick up there.`
          : 'Customers can no longer pick up there.'}
      </ConfirmDialog>
    </div>
  );
}
