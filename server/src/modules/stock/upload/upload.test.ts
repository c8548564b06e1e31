import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../../test/fixtures';
import { multipart } from '../../../test/multipart';
import { openShop } from '../../../test/shop-setup';
import { staffOk } from '../../../test/staff-call';
import { setupTestApp } from '../../../test/test-app';
import { repetitiveXlsx, xlsxFile } from '../../../test/xlsx-file';
import { PARSES_PER_HOUR } from './limits';

const t = setupTestApp();

async function parse(headers: Record<string, string>, data: Buffer, filename = 'delivery.csv') {
  const form = multipart({ file: { filename, type: 'application/octet-stream', data } });
  return t.app.inject({
    method: 'POST',
    url: '/api/stock/file_upload/parse',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

describe('the wholesaler file', () => {
  it(`is read at most ${PARSES_PER_HOUR} times an hour per shop, counted before the file is read`, async () => {
    const [shop, other] = [await openShop(t.app), await openShop(t.app)];
    const csv = Buffer.from('Name;Quantity;Cost\nTulip;10;0,30\n');
    for (let i = 0; i < PARSES_PER_HOUR; i++) expect((await parse(shop.headers, csv)).statusCode).toBe(200);
    const refused = await parse(shop.headers, csv);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await parse(other.headers, csv)).statusCode).toBe(200);
  });

  it('reads a CSV with a BOM, semicolons, decimal commas and extra columns, matching known flowers', async () => {
    const shop = await openShop(t.app);
    await staffOk(t.app, shop, 'POST', '/api/flowers', { name: 'Rose Red Naomi', unit_cost: 0.5 });
    const csv =
      '\uFEFFArtikel;Menge;Einzelpreis;Lieferant\nrose red naomi;50;0,45;Holex\nGypsophila;"10";1,20 €;Holex\n;;;\n';
    const response = await parse(shop.headers, Buffer.from(csv));
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.columns).toEqual({ name: 'Artikel', quantity: 'Menge', unit_cost: 'Einzelpreis' });
    expect(preview.rows).toEqual([
      {
        line: 2,
        name: 'rose red naomi',
        quantity: 50,
        unit_cost: 0.45,
        flower_id: expect.any(String),
        errors: {},
      },
      { line: 3, name: 'Gypsophila', quantity: 10, unit_cost: 1.2, flower_id: null, errors: {} },
    ]);
    expect(preview.errors).toBe(0);
  });

  it('reads an XLSX below a title row; formulas and bad numbers are row errors', async () => {
    const shop = await openShop(t.app);
    const file = xlsxFile([
      ['Delivery 21 Nov'],
      ['Product', 'Qty', 'Unit price', 'Total'],
      ['Tulip Strong Gold', 100, 0.3, { formula: 'B3*C3', result: 30 }],
      ['Eucalyptus', 'ten', 0.8],
      [{ formula: 'A3', result: 0 }, 5, 1],
      ['Peony', 12.5, '2,10'],
    ]);
    const response = await parse(shop.headers, file, 'delivery.xlsx');
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.columns).toEqual({ name: 'Product', quantity: 'Qty', unit_cost: 'Unit price' });
    expect(
      preview.rows.map((r: { line: number; errors: object }) => [r.line, Object.keys(r.errors)]),
    ).toEqual([
      [3, []],
      [4, ['quantity']],
      [5, ['name']],
      [6, ['quantity']],
    ]);
    expect(preview.rows[0]).toMatchObject({ name: 'Tulip Strong Gold', quantity: 100, unit_cost: 0.3 });
    expect(preview.rows[2].errors.name).toBe('Formulas are not read; paste the values instead');
    expect(preview.rows[3]).toMatchObject({ unit_cost: 2.1, quantity: null });
    expect(preview.errors).toBe(3);
  });

  it('asks for the cost when the file has no price column', async () => {
    const shop = await openShop(t.app);
    const response = await parse(shop.headers, Buffer.from('name,stems\nRanunculus,20\n'));
    expect(response.json()).toMatchObject({
      columns: { unit_cost: null },
      rows: [
        {
          name: 'Ranunculus',
          quantity: 20,
          unit_cost: null,
          errors: { unit_cost: 'Enter the cost per stem' },
        },
      ],
    });
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 400, 'The file is empty'],
    ['only spaces', Buffer.from('  \n \n'), 400, 'The file is empty'],
    ['no recognisable header', Buffer.from('a,b,c\n1,2,3\n'), 400, 'No columns for'],
    ['a header and no rows', Buffer.from('Name;Quantity;Price\n'), 400, 'no rows'],
    [
      'an image',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      415,
      'CSV or Excel',
    ],
    ['an old .xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 415, '.xls'],
    ['a broken zip', Buffer.concat([Buffer.from('PK\u0003\u0004'), crypto.randomBytes(200)]), 415, 'Excel'],
  ])('refuses %s with a clear message', async (_what, data, status, message) => {
    const shop = await openShop(t.app);
    const response = await parse(shop.headers, data);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(message);
  });

  it('refuses 10 MB of junk', async () => {
    const shop = await openShop(t.app);
    const response = await parse(shop.headers, crypto.randomBytes(10 * 1024 * 1024 + 10));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('is open to florists, not to strangers; a request without a file is refused', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    expect(
      (await parse(bearer(florist.access), Buffer.from('Name,Qty,Price\nAster,5,0.4\n'))).statusCode,
    ).toBe(200);
    expect((await parse({}, Buffer.from('Name,Qty,Price\nAster,5,0.4\n'))).statusCode).toBe(401);
    const form = multipart({ note: 'x' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/stock/file_upload/parse',
      headers: { ...shop.headers, ...form.headers },
      payload: form.payload,
    });
    expect(empty.statusCode).toBe(400);
    // A body cut off or with another boundary than announced is bad input too, never a 500.
    const garbled = await t.app.inject({
      method: 'POST',
      url: '/api/stock/file_upload/parse',
      headers: { ...shop.headers, ...multipart({ note: 'x' }).headers },
      payload: form.payload,
    });
    expect(garbled.statusCode).toBe(400);
  });
});

describe('a spreadsheet that unpacks to far more than it weighs', () => {
  /** The answer, how long it took and how much the process grew meanwhile. */
  async function timedParse(headers: Record<string, string>, file: Buffer) {
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const response = await parse(headers, file, 'delivery.xlsx');
    return {
      response,
      ms: performance.now() - started,
      grewMb: (process.memoryUsage().rss - rss) / 1024 / 1024,
    };
  }

  it('is refused from its declared sizes before anything is unpacked', async () => {
    const shop = await openShop(t.app);
    // 100 MB of rows packed into a few hundred kilobytes, as its directory says.
    const bomb = await repetitiveXlsx(100);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { response, ms, grewMb } = await timedParse(shop.headers, bomb);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      details: { file: expect.any(String) },
    });
    expect(response.json().message).toContain('unpacks to far more');
    expect(ms).toBeLessThan(2000);
    expect(grewMb).toBeLessThan(100);
  });

  it('is stopped while unpacking when its directory lies about the sizes', async () => {
    const shop = await openShop(t.app);
    const lying = await repetitiveXlsx(100, { declaredSize: 200_000 });
    const { response, ms, grewMb } = await timedParse(shop.headers, lying);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(ms).toBeLessThan(2000);
    expect(grewMb).toBeLessThan(100);
  });

  it.each([
    [
      'an XLSX',
      () =>
        xlsxFile([
          ['Name', 'Qty', 'Price'],
          ...Array.from({ length: 5020 }, (_, i) => [`Rose ${i}`, 1, 0.5]),
        ]),
    ],
    ['a CSV', () => Buffer.from(`Name;Qty;Price\n${'Rose;1;0,5\n'.repeat(5020)}`)],
  ])('with more than 5000 rows, %s is refused with a clear message', async (_what, file) => {
    const shop = await openShop(t.app);
    const response = await parse(shop.headers, file(), 'delivery.xlsx');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file has more than 5000 rows; split it into smaller files',
    });
  });

  it.each([
    [
      'a cell of more than 1000 characters',
      [
        ['Name', 'Qty'],
        ['x'.repeat(1001), 1],
      ],
      'more than 1000 characters',
    ],
    ['a value beyond column 50', [['Name', 'Qty', ...Array(49).fill(''), 'late']], 'beyond column 50'],
  ])('refuses %s', async (_what, rows, message) => {
    const shop = await openShop(t.app);
    const response = await parse(shop.headers, xlsxFile(rows), 'delivery.xlsx');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain(message);
  });
});

describe('a CSV, read record by record', () => {
  it.each([
    [
      'a cell of more than 1000 characters',
      `Name;Qty;Price\n${'x'.repeat(1001)};1;0,5\n`,
      'more than 1000 characters',
    ],
    ['a value beyond column 50', `Name;Qty;Price\nRose;1;0,5${';'.repeat(48)};late\n`, 'beyond column 50'],
    // One quoted field that never closes: the whole rest of the file would be one cell.
    ['a row longer than any sheet may have', `Name;Qty;Price\n"${'Rose;1;0,5\n'.repeat(9000)}`, 'characters'],
  ])('refuses %s, as a workbook is refused', async (_what, csv, message) => {
    const shop = await openShop(t.app);
    const response = await parse(shop.headers, Buffer.from(csv));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      details: { file: expect.any(String) },
    });
    expect(response.json().message).toContain(message);
  });

  it('keeps empty columns past the 50th and a last line without its line break', async () => {
    const shop = await openShop(t.app);
    const response = await parse(shop.headers, Buffer.from(`Name;Qty;Price${';'.repeat(60)}\nAster;5;0,4`));
    expect(response.statusCode).toBe(200);
    expect(response.json().rows).toEqual([
      { line: 2, name: 'Aster', quantity: 5, unit_cost: 0.4, flower_id: null, errors: {} },
    ]);
  });
});
