import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { json, stubFetch } from '../../../test/fetch';
import { internOrder, ORDER_UUID, renderPage } from '../test/render-page';
import { PolaroidPhotoPage } from './order-photo-page';

const PATH = `/intern/orders/${ORDER_UUID}/polaroid`;
const PATTERN = '/intern/orders/:uuid/polaroid';

/**
 * The page's own upload. A worker keeps its modules from file to file (vitest.config.ts): an upload
 * another file's page started as its test ended may be recorded here too, and on a crowded machine
 * it came first — finishing that one left this page's upload at 40 % for good.
 */
const pageUpload = () => FakeXhr.sent.find((xhr) => xhr.url === `/api/orders/${ORDER_UUID}/polaroid`);

beforeEach(() => FakeXhr.reset());

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.reset();
});

describe('polaroid upload', { timeout: 20_000 }, () => {
  it('previews the photo, uploads it in the polaroid_photo field with progress, and returns to the order', async () => {
    stubFetch(({ url }) =>
      url === `/api/orders/${ORDER_UUID}/intern` ? json(200, internOrder()) : undefined,
    );
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 200, body: '{"polaroid_photo":"/uploads/abc.webp"}' };
    const { router } = renderPage(PolaroidPhotoPage, { path: PATH, pattern: PATTERN });

    expect(await screen.findByText('No photo yet')).toBeInTheDocument();
    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    const photo = new File([new Uint8Array(2048)], 'bouquet.jpg', { type: 'image/jpeg' });
    await userEvent.upload(camera, photo);
    expect(screen.getByRole('img', { name: 'The photo you picked' })).toBeInTheDocument();
    expect(screen.getByText('bouquet.jpg · 2 kB')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
    pageUpload()?.finish();
    // The way back comes once the upload's answer is handled: on a busy machine that took more than
    // waitFor's one second once in CI (the path still the upload page's).
    await waitFor(() => expect(router.state.location.pathname).toBe(`/intern/orders/${ORDER_UUID}`), {
      timeout: 5_000,
    });

    const request = pageUpload();
    expect(request?.method).toBe('POST');
    expect((request?.body?.get('polaroid_photo') as File | undefined)?.name).toBe('bouquet.jpg');
  });

  it('shows why the server refused the photo', async () => {
    stubFetch(({ url }) =>
      url === `/api/orders/${ORDER_UUID}/intern` ? json(200, internOrder()) : undefined,
    );
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = {
      status: 415,
      body: JSON.stringify({
        message: 'This file is not a photo we can read. Upload a JPEG, PNG, WebP or AVIF image.',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        details: {},
      }),
    };
    renderPage(PolaroidPhotoPage, { path: PATH, pattern: PATTERN });
    await userEvent.upload(
      await screen.findByLabelText('Choose a file'),
      new File([new Uint8Array(10)], 'fake.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(pageUpload()).toBeDefined());
    pageUpload()?.finish();
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a photo we can read.');
  });
});
