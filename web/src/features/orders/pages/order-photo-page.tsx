import type { InternOrder } from '@contract/orders';
import { CircleAlert, ImageOff, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FetchError } from '../../../components/ui/fetch-error';
import { formatBytes, PhotoPicker, photoProblem } from '../../../components/ui/photo-picker';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { isApiError } from '../../../lib/api-error';
import { errorToastMessage } from '../../../lib/error-toast';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useInternOrder } from '../api/get-intern-order';
import { PHOTO_FIELDS, type PhotoKind, useUploadOrderPhoto } from '../api/upload-order-photo';
import { OrderNotFound } from './order-details-page';

const TEXTS: Record<PhotoKind, { title: string; about: string; saved: string }> = {
  reference: {
    title: 'Reference photo',
    about: 'An inspiration for whoever makes the order: a bouquet the customer liked, colours, a sketch.',
    saved: 'Reference photo saved',
  },
  polaroid: {
    title: 'Polaroid',
    about: 'A photo of the finished bouquet. The customer sees it on their order page.',
    saved: 'Polaroid saved: the customer can see it now',
  },
};

export function ReferencePhotoPage() {
  return <OrderPhotoPage kind="reference" />;
}

export function PolaroidPhotoPage() {
  return <OrderPhotoPage kind="polaroid" />;
}

function OrderPhotoPage({ kind }: { kind: PhotoKind }) {
  const { uuid = '' } = useParams();
  const order = useInternOrder(uuid);
  if (order.isPending) return <PageSkeleton label="Loading" blocks={['h-96']} />;
  if (order.isError) {
    if (isApiError(order.error) && (order.error.code === 'NOT_FOUND' || order.error.status === 400)) {
      return <OrderNotFound />;
    }
    return <FetchError title="Could not load the order" onRetry={() => void order.refetch()} />;
  }
  return <PhotoUpload kind={kind} order={order.data} />;
}

function PhotoUpload({ kind, order }: { kind: PhotoKind; order: InternOrder }) {
  const texts = TEXTS[kind];
  const current = order[PHOTO_FIELDS[kind]];
  const upload = useUploadOrderPhoto(order.uuid, kind);
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const uploading = upload.progress !== null;

  const pick = (next: File) => {
    const problem = photoProblem(next);
    setError(problem);
    setFile(problem ? null : next);
  };

  const send = async () => {
    if (!file) return;
    setError(null);
    try {
      await upload.mutateAsync(file);
    } catch (failure) {
      // The server says why it refused a photo (not an image, too large) in words people can act on.
      setError(
        isApiError(failure)
          ? failure.message || errorToastMessage(failure)
          : 'The upload did not get through. Check your connection and try again.',
      );
      return;
    }
    toast.success(texts.saved);
    void navigate(`/intern/orders/${order.uuid}`, { replace: true });
  };

  const shown = preview ?? current;

  return (
    <div className="mx-auto max-w-xl">
      <h2 className="font-display text-2xl font-semibold tracking-tight">
        {texts.title} <span className="text-muted-foreground">· #{order.number}</span>
      </h2>
      <p className="mt-1 text-[15px] text-muted-foreground">{texts.about}</p>

      <Card className="mt-5 overflow-hidden">
        <div className="relative flex aspect-[4/3] items-center justify-center bg-muted">
          {shown ? (
            <img
              src={shown}
              alt={preview ? 'The photo you picked' : `The current ${texts.title.toLowerCase()}`}
              className="size-full object-contain"
            />
          ) : (
            <span className="flex flex-col items-center gap-2 text-sm text-muted-foreground">
              <ImageOff className="size-8" aria-hidden="true" />
              No photo yet
            </span>
          )}
          {shown && (
            <span className="absolute top-3 left-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white">
              {preview ? 'New photo' : 'Current photo'}
            </span>
          )}
        </div>
        <div className="space-y-4 p-4 sm:p-5">
          {file && (
            <p className="truncate text-sm text-muted-foreground">
              {file.name} · {formatBytes(file.size)}
            </p>
          )}
          {uploading && <UploadProgress fraction={upload.progress ?? 0} />}
          {error && (
            <p role="alert" className="flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{error}</span>
            </p>
          )}
          <PhotoPicker onPick={pick} disabled={uploading} hasPhoto={Boolean(current || file)} />
          <div className="flex flex-wrap justify-between gap-2 border-t border-border pt-4">
            <Link to={`/intern/orders/${order.uuid}`} className={buttonClasses('ghost')}>
              Back to the order
            </Link>
            <Button onClick={() => void send()} disabled={!file} loading={uploading}>
              <Upload className="size-4" aria-hidden="true" />
              {current ? 'Replace photo' : 'Upload photo'}
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}
