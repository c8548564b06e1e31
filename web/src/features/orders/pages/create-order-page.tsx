import type { PublicOrder } from '@contract/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CircleCheckBig, ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  type EditorLine,
  editorProblems,
  editorRequest,
  type LineErrors,
  LinesEditor,
  useEditorChoices,
} from '../../../components/order-editor';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { formatBytes, PhotoPicker, photoProblem } from '../../../components/ui/photo-picker';
import { PriceInput } from '../../../components/ui/price-input';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-error';
import { quietBusinessQuery } from '../../../lib/current-business';
import { userInfoQuery } from '../../../lib/current-user';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { moneyForServer } from '../../../lib/format-money';
import { checkMoney } from '../../../lib/money-field';
import { customerLink } from '../../../lib/order-format';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useCreateDraft } from '../api/create-draft';
import { type CreateOrderValues, createOrderForm, emptyCreateOrder } from '../components/create-order-form';
import { MethodChoice } from '../components/method-choice';
import { ShareLink } from '../components/share-link';

const SERVER_FIELDS = ['method', 'delivery_price', 'note'] as const;

/**
 * The server names a line's problem under `lines` (`lines.items.0.variant_id`); the editor names it
 * as the request's own field (`items.0.variant_id`). A problem with the lines as a whole, or the
 * missing price of an order without lines, is said under the lines.
 */
function lineProblemsOf(details: Record<string, unknown>): LineErrors {
  const problems: LineErrors = {};
  for (const [field, message] of Object.entries(details)) {
    if (typeof message !== 'string') continue;
    if (field.startsWith('lines.')) problems[field.slice('lines.'.length)] = message;
    else if (field === 'lines' || field === 'price') problems.items = message;
  }
  return problems;
}

export function CreateOrderPage() {
  const [created, setCreated] = useState<PublicOrder | null>(null);
  // A new form per order, so "Create another" starts from blank fields.
  const [round, setRound] = useState(0);

  if (created) {
    return (
      <Created
        order={created}
        onAnother={() => {
          setCreated(null);
          setRound((value) => value + 1);
        }}
      />
    );
  }
  return <CreateOrderForm key={round} onCreated={setCreated} />;
}

function CreateOrderForm({ onCreated }: { onCreated: (order: PublicOrder) => void }) {
  const create = useCreateDraft();
  const { data: business } = useQuery(quietBusinessQuery);
  const { data: user } = useQuery(userInfoQuery);
  const form = useForm<CreateOrderValues>({
    resolver: zodResolver(createOrderForm),
    defaultValues: emptyCreateOrder,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const method = form.watch('method');
  const { data: choices } = useEditorChoices();
  const [lines, setLines] = useState<EditorLine[]>([]);
  const [lineErrors, setLineErrors] = useState<LineErrors>({});
  const typedDelivery = checkMoney(form.watch('delivery_price'));
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const preview = useObjectUrl(photo);

  const pickPhoto = (file: File) => {
    const problem = photoProblem(file);
    setPhotoError(problem);
    setPhoto(problem ? null : file);
  };

  const onSubmit = async (values: CreateOrderValues) => {
    setPhotoError(null);
    try {
      const order = await create.mutateAsync({
        method: values.method,
        lines: JSON.stringify(editorRequest(lines)),
        delivery_price:
          values.method === 'delivery' && values.delivery_price
            ? moneyForServer(values.delivery_price)
            : undefined,
        note: values.note || undefined,
        assigned_to: values.assign_to_me && user ? user.id : undefined,
        photo_reference: photo ?? undefined,
      });
      onCreated(order);
    } catch (error) {
      const photoDetail = isApiError(error) ? error.details.photo_reference : undefined;
      const photoRefused =
        isApiError(error) && (error.code === 'UNSUPPORTED_MEDIA_TYPE' || error.code === 'PAYLOAD_TOO_LARGE');
      if (typeof photoDetail === 'string' || photoRefused) {
        setPhotoError(typeof photoDetail === 'string' ? photoDetail : (error as Error).message);
        return;
      }
      const linesRefused = isApiError(error) ? lineProblemsOf(error.details) : {};
      setLineErrors(linesRefused);
      const shown = applyServerFieldErrors(error, form.setError, SERVER_FIELDS);
      if (!shown && Object.keys(linesRefused).length === 0) showErrorToast(error);
    }
  };

  /** The lines are checked with the form's fields, and nothing is sent while either has a problem. */
  const submit = (event: React.FormEvent) => {
    const found = editorProblems(lines, choices?.products);
    if (lines.length === 0) found.items = 'Add something to sell';
    setLineErrors(found);
    const linesOk = Object.keys(found).length === 0;
    return form.handleSubmit((values) => (linesOk ? onSubmit(values) : undefined))(event);
  };

  return (
    <form noValidate onSubmit={submit} className="mx-auto max-w-xl">
      <h2 className="font-display text-2xl font-semibold tracking-tight">New order</h2>
      <p className="mt-1 text-[15px] text-muted-foreground">
        Choose what is sold here; the customer gets a link to fill in the recipient, the address and the time.
      </p>
      <p className="mt-2 text-[15px]">
        Customer in the shop or on the phone?{' '}
        <Link to="/intern/counter" className="font-medium text-primary underline-offset-4 hover:underline">
          Enter the whole order at once
        </Link>
      </p>
      <Card className="mt-5 space-y-5 p-4 sm:p-6">
        <MethodChoice registration={form.register('method')} value={method} />
        <LinesEditor
          value={lines}
          onChange={(next) => {
            setLines(next);
            setLineErrors({});
          }}
          products={choices?.products}
          tax={choices?.tax}
          currency={business?.currency}
          errors={lineErrors}
          delivery={method === 'delivery' && 'amount' in typedDelivery ? typedDelivery.amount : undefined}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {method === 'delivery' && (
            <Field
              label="Delivery price"
              error={errors.delivery_price?.message}
              hint="Optional: leave empty to use the customer's zip code price."
            >
              {(control) => (
                <PriceInput {...control} {...form.register('delivery_price')} currency={business?.currency} />
              )}
            </Field>
          )}
        </div>
        <Field label="Note" error={errors.note?.message} hint="Only your shop sees it.">
          {(control) => (
            <Textarea
              {...control}
              {...form.register('note')}
              rows={3}
              placeholder="Pastel colours, no lilies, for a 60th birthday…"
            />
          )}
        </Field>
        <div>
          <p className="mb-1.5 text-sm font-medium">Reference photo</p>
          {preview && photo ? (
            <div className="mb-3 flex items-center gap-3 rounded-xl border border-border p-2.5">
              <img src={preview} alt="The chosen reference" className="size-16 rounded-lg object-cover" />
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-medium">{photo.name}</span>
                <span className="text-muted-foreground">{formatBytes(photo.size)}</span>
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Remove the photo"
                onClick={() => setPhoto(null)}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </div>
          ) : (
            <p className="mb-3 flex items-center gap-2 text-sm text-muted-foreground">
              <ImagePlus className="size-4" aria-hidden="true" />
              Optional: a bouquet the customer liked, colours, a sketch.
            </p>
          )}
          <PhotoPicker onPick={pickPhoto} hasPhoto={Boolean(photo)} disabled={isSubmitting} />
          {photoError && (
            <p role="alert" className="mt-2 text-sm text-danger">
              {photoError}
            </p>
          )}
        </div>
        <label className="flex cursor-pointer items-center gap-3 rounded-xl bg-muted/60 px-3.5 py-3">
          <input
            type="checkbox"
            className="size-5 shrink-0 cursor-pointer accent-[var(--primary)]"
            {...form.register('assign_to_me')}
          />
          <span className="text-[15px]">
            <span className="font-medium">Assign to me</span>
            <span className="block text-sm text-muted-foreground">You make this order.</span>
          </span>
        </label>
      </Card>
      <Button type="submit" size="lg" className="mt-5 w-full" loading={isSubmitting}>
        Create order
      </Button>
    </form>
  );
}

function Created({ order, onAnother }: { order: PublicOrder; onAnother: () => void }) {
  return (
    <div className="mx-auto max-w-xl">
      <Card className="p-5 sm:p-7">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
            <CircleCheckBig className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 className="font-display text-2xl font-semibold tracking-tight">
              Order #{order.number} created
            </h2>
            <p className="mt-1 text-[15px] text-muted-foreground">
              Send the customer this link. They fill in the recipient,{' '}
              {order.method === 'delivery' ? 'the address' : 'the pickup location'} and the time, and can
              follow the order there.
            </p>
          </div>
        </div>
        <ShareLink url={customerLink(order.uuid)} orderNumber={order.number} className="mt-5" />
        <div className="mt-6 flex flex-col gap-2.5 border-t border-border pt-5 sm:flex-row">
          <Link to={`/intern/orders/${order.uuid}`} className={buttonClasses('primary', 'md', 'flex-1')}>
            Open order
          </Link>
          <Button variant="outline" className="flex-1" onClick={onAnother}>
            Create another
          </Button>
        </div>
      </Card>
    </div>
  );
}
