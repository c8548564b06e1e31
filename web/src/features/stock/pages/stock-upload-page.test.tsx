import type { UploadPreview } from '@contract/stock';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, multipartFields } from '../../../test/fake-xhr';
import { json, stubFetch } from '../../../test/fetch';
import { bodyOf, renderPage } from '../../../test/render-back-office-page';
import { StockUploadPage } from './stock-upload-page';

const PATH = '/intern/stock/update-with-upload';
const ROSE = 'f1000000-0000-4000-8000-000000000001';
const TULIP = 'f1000000-0000-4000-8000-000000000002';

const previewFixture: UploadPreview = {
  columns: { name: 'Artikel', quantity: 'Menge', unit_cost: 'Einzelpreis' },
  rows: [
    { line: 2, name: 'Rose, red', quantity: 50, unit_cost: 0.4375, flower_id: ROSE, errors: {} },
    { line: 3, name: 'Ranunculus, white', quantity: 25, unit_cost: 0.8, flower_id: null, errors: {} },
    {
      line: 4,
      name: 'Tulip, yellow',
      quantity: null,
      unit_cost: 0.25,
      flower_id: TULIP,
      errors: { quantity: 'Enter a number of stems' },
    },
    {
      line: 5,
      name: 'Peony',
      quantity: 10,
      unit_cost: null,
      flower_id: null,
      errors: { unit_cost: 'Formulas are not read; paste the values instead' },
    },
  ],
  errors: 2,
};

const csv = (name = 'lieferschein.csv') =>
  new File(['Artikel;Menge;Einzelpreis\n'], name, { type: 'text/csv' });

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const row = (line: number) => screen.getByRole('listitem', { name: `Line ${line}` });
const field = (line: number, label: string) => within(row(line)).getByLabelText(label);
const applyButton = () => screen.getByRole('button', { name: /^Add \d+ rows? to stock$/ });

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

/** Chooses a file, checks the upload shows its progress and answers it with `answer`. */
async function upload(answer: { status: number; body: unknown }, file = csv()) {
  const sent = FakeXhr.sent.length;
  await userEvent.upload(screen.getByLabelText('Choose a file'), file);
  const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
  await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
  const request = FakeXhr.sent[sent];
  expect(request?.method).toBe('POST');
  expect(request?.url).toBe('/api/stock/file_upload/parse');
  expect(multipartFields(request?.body ?? null)).toEqual({ file: [`file:${file.name}`] });
  request?.finish({ status: answer.status, body: JSON.stringify(answer.body) });
}

async function openPreview() {
  await upload({ status: 200, body: previewFixture });
  return screen.findByRole('list', { name: 'Rows to add' });
}

/** POST /api/stock/ answering `answer` for the items sent. */
const applyApi =
  (answer: (body: { items: unknown[] }) => Response) =>
  ({ url, init }: { url: string; init: RequestInit }) =>
    url === '/api/stock/' && init.method === 'POST'
      ? answer(bodyOf(init) as { items: unknown[] })
      : undefined;

describe('update stock with an upload', { timeout: 20_000 }, () => {
  it('reads the file into a preview: columns, summary, matched and new rows with their problems', async () => {
    const { calls } = stubFetch();
    renderPage(StockUploadPage, { path: PATH });
    expect(screen.getByText(/A delivery note from your wholesaler: CSV or Excel/)).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a file')).toHaveAttribute(
      'accept',
      '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );

    const list = await openPreview();
    const columns = screen.getByRole('list', { name: 'Columns read' });
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Name ← from Artikel', 'Stems ← from Menge', 'Cost ← from Einzelpreis']);
    expect(screen.getByText('lieferschein.csv')).toBeInTheDocument();
    expect(screen.getByText(/4 rows · 2 new flowers ·/)).toHaveTextContent(
      '4 rows · 2 new flowers · 2 with problems',
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    expect(within(row(2)).getByText('In stock')).toBeInTheDocument();
    expect(field(2, 'Name')).toHaveValue('Rose, red');
    expect(field(2, 'Stems')).toHaveValue('50');
    expect(field(2, 'Cost per stem')).toHaveValue('0.4375');
    expect(within(row(3)).getByText('New')).toBeInTheDocument();

    expect(field(4, 'Stems')).toHaveValue('');
    expect(field(4, 'Stems')).toHaveAccessibleDescription('Enter a number of stems');
    expect(field(4, 'Stems')).toHaveAttribute('aria-invalid', 'true');
    expect(field(5, 'Cost per stem')).toHaveAccessibleDescription(
      'Formulas are not read; paste the values instead',
    );
    expect(field(5, 'Name')).not.toHaveAttribute('aria-invalid');

    expect(applyButton()).toHaveTextContent('Add 4 rows to stock');
    expect(applyButton()).toBeDisabled();
    expect(applyButton()).toHaveAccessibleDescription('Correct or remove the 2 rows with problems first.');
    // Reading the file applies nothing.
    expect(calls).toHaveLength(0);
  });

  it('enables adding once the problems are corrected or removed, and sends exactly the rows left', async () => {
    const { calls } = stubFetch(applyApi((body) => json(201, { items: [], count: body.items.length })));
    const { router } = renderPage(StockUploadPage, { path: PATH });
    await openPreview();

    await userEvent.click(within(row(4)).getByRole('button', { name: 'Remove line 4' }));
    expect(screen.queryByRole('listitem', { name: 'Line 4' })).toBeNull();
    // A slip is undone from the toast (a plain click: sonner's swipe handler needs pointer capture, which jsdom lacks).
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(row(4)).toBeInTheDocument();
    await userEvent.click(within(row(4)).getByRole('button', { name: 'Remove line 4' }));
    expect(screen.queryByRole('listitem', { name: 'Line 4' })).toBeNull();
    expect(applyButton()).toHaveAccessibleDescription('Correct or remove the 1 row with problems first.');

    // A wrong value shows its problem as it is typed; a right one clears it.
    await replace(field(5, 'Cost per stem'), '0,654321');
    expect(field(5, 'Cost per stem')).toHaveAccessibleDescription('Use at most four decimals');
    await replace(field(5, 'Cost per stem'), '0,65');
    expect(field(5, 'Cost per stem')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(/3 rows ·/)).toHaveTextContent('3 rows · 2 new flowers · no problems');

    await replace(field(3, 'Stems'), '2.5');
    expect(field(3, 'Stems')).toHaveAccessibleDescription('Use a whole number of stems');
    expect(applyButton()).toBeDisabled();
    await replace(field(3, 'Stems'), '30');
    await replace(field(2, 'Cost per stem'), '0,5');

    expect(applyButton()).toHaveTextContent('Add 3 rows to stock');
    expect(applyButton()).toBeEnabled();
    await userEvent.click(applyButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/intern/stock'));
    expect(await screen.findByText('Added 3 deliveries to stock')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0]?.init ?? {})).toEqual({
      type: 'purchase',
      items: [
        { flower_id: ROSE, quantity: 50, unit_cost: 0.5 },
        { name: 'Ranunculus, white', quantity: 30, unit_cost: 0.8 },
        { name: 'Peony', quantity: 10, unit_cost: 0.65 },
      ],
    });
  });

  it('sends a matched row whose name was changed by its new name, and by id again when changed back', async () => {
    const { calls } = stubFetch(
      applyApi(() => json(409, { message: 'Stop here', code: 'CONFLICT', details: {} })),
    );
    renderPage(StockUploadPage, { path: PATH });
    await openPreview();
    await userEvent.click(within(row(4)).getByRole('button', { name: 'Remove line 4' }));
    await userEvent.click(within(row(5)).getByRole('button', { name: 'Remove line 5' }));

    await replace(field(2, 'Name'), 'Rose, pink');
    expect(within(row(2)).getByText('New')).toBeInTheDocument();
    await userEvent.click(applyButton());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(bodyOf(calls[0]?.init ?? {})).toMatchObject({ items: [{ name: 'Rose, pink' }, {}] });

    await replace(field(2, 'Name'), 'rose, RED');
    expect(within(row(2)).getByText('In stock')).toBeInTheDocument();
    await userEvent.click(applyButton());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(bodyOf(calls[1]?.init ?? {})).toMatchObject({ items: [{ flower_id: ROSE }, {}] });
  });

  it('puts the server’s items.N messages on the Nth row left and keeps adding blocked', async () => {
    stubFetch(
      applyApi(() =>
        json(400, {
          message: 'Invalid data provided',
          code: 'VALIDATION_ERROR',
          details: { 'items.2.unit_cost': 'Use a cost below 100 000', 'items.1.name': 'Use another name' },
        }),
      ),
    );
    const { router } = renderPage(StockUploadPage, { path: PATH });
    await openPreview();
    await userEvent.click(within(row(4)).getByRole('button', { name: 'Remove line 4' }));
    await replace(field(5, 'Cost per stem'), '0,65');
    await userEvent.click(applyButton());

    // Rows left: lines 2, 3 and 5; items.2 is line 5, items.1 line 3.
    await waitFor(() =>
      expect(field(5, 'Cost per stem')).toHaveAccessibleDescription('Use a cost below 100 000'),
    );
    expect(field(3, 'Name')).toHaveAccessibleDescription('Use another name');
    expect(field(2, 'Name')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(field(3, 'Name')).toHaveFocus());
    expect(applyButton()).toBeDisabled();
    expect(screen.getByText(/3 rows ·/)).toHaveTextContent('2 with problems');
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('shows why a file was refused and reads another one', async () => {
    stubFetch();
    renderPage(StockUploadPage, { path: PATH });

    await upload(
      {
        status: 415,
        body: {
          message: 'Use a CSV or XLSX file; old .xls files must be saved as .xlsx first',
          code: 'UNSUPPORTED_MEDIA_TYPE',
          details: {},
        },
      },
      csv('order.xls'),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('order.xls could not be read');
    expect(alert).toHaveTextContent('Use a CSV or XLSX file; old .xls files must be saved as .xlsx first');

    await upload({
      status: 400,
      body: {
        message: 'Invalid data provided',
        code: 'VALIDATION_ERROR',
        details: { file: 'The file has a header but no rows' },
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The file has a header but no rows'),
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Invalid data provided');

    await openPreview();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file above 10 MB without sending it', async () => {
    stubFetch();
    renderPage(StockUploadPage, { path: PATH });
    const big = csv('season.xlsx');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(screen.getByLabelText('Choose a file'), big);
    expect(screen.getByRole('alert')).toHaveTextContent('This file is larger than 10 MB');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('starts again from choosing a file, asking first when rows were changed', async () => {
    stubFetch();
    renderPage(StockUploadPage, { path: PATH });
    await openPreview();
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByLabelText('Choose a file')).toBeInTheDocument();

    await openPreview();
    await replace(field(2, 'Stems'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start again?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(screen.getByLabelText('Choose a file')).toBeInTheDocument());
    expect(screen.queryByRole('list', { name: 'Rows to add' })).toBeNull();
  });
});
