import fc from 'fast-check';
import type { ZodType } from 'zod';
import type { Example } from './route-examples';

/** One request of the sweep, kept whole so that it can be sent again and printed. */
export type BadRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of oddity it is, for the report. */
  kind: string;
};

const long = 'x'.repeat(10_000);

/** Strings that have broken programs before: control and direction marks, lone surrogates, number look-alikes. */
const oddStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u202C',
  '\u200F\u200E',
  '\uFEFF',
  long,
  '💐'.repeat(400),
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  "'; drop table orders; --",
  '<img src=x onerror=alert(1)>',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '-1e308',
  '9223372036854775808',
  '-9223372036854775809',
  '0x1F',
  '١٢٣',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '24:00',
  '09:00-08:00',
  '25:61',
  'null',
  'true',
  '[]',
  '{}',
);

const oddNumbers = fc.constantFrom(
  1e308,
  -1e308,
  -0,
  2 ** 63,
  -(2 ** 63),
  2 ** 53 + 1,
  0.1 + 0.2,
  -1,
  5e-324,
  123_456_789.123_456_78,
  99_999_999_999.99,
);

/** Any value a client could put in a JSON field. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddStrings },
  { weight: 3, arbitrary: oddNumbers },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { a: { b: [1] } }) },
  { weight: 1, arbitrary: fc.array(oddStrings, { maxLength: 3 }) },
);

/** The field names a schema reads, so that odd values land where the route looks. */
export function fieldsOf(schema: ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (shape && typeof shape === 'object') return Object.keys(shape);
  // Refined objects (zod 4 keeps the inner object in def.in or def.schema).
  const def = (schema as { def?: { in?: ZodType; schema?: ZodType; innerType?: ZodType } } | undefined)?.def;
  const inner = def?.in ?? def?.schema ?? def?.innerType;
  return inner && inner !== schema ? fieldsOf(inner) : [];
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encodes anything; a lone surrogate (which has no UTF-8) becomes the bytes a careless encoder would send. */
export const encodeOdd = (value: string) =>
  encodeURIComponent(value.replace(loneSurrogate, '\uFFFD')).replaceAll('%EF%BF%BD', '%ED%A0%80');

/** Path segments that are not what the route expects: not uuids, dot segments, broken percent-encodings. */
export const oddSegment = fc.oneof(
  fc.constantFrom(
    'not-a-uuid',
    '..',
    '%2e%2e',
    '..%2F..%2Fetc',
    '%00',
    '%ZZ',
    '%',
    '%E0%A4%A',
    '%F0%9F%92%90',
    '%C0%AF',
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    '1',
    '-1',
    '1e308',
    'x'.repeat(3000),
    '%20',
    'a;b=c',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeOdd),
);

/** Query strings, raw: repeated keys, brackets, prototype names, broken encodings. */
export function oddQuery(fields: string[], example: Example['query']): fc.Arbitrary<string> {
  const keys = fields.length > 0 ? fields : ['q'];
  const pairs = fc.array(
    fc.tuple(fc.constantFrom(...keys, '__proto__', 'constructor[prototype][x]', 'a[]'), oddValue),
    { minLength: 1, maxLength: 4 },
  );
  const encoded = pairs.map((list) =>
    list.map(([k, v]) => `${encodeOdd(k)}=${encodeOdd(String(v))}`).join('&'),
  );
  const mutated = example
    ? fc.tuple(fc.constantFrom(...Object.keys(example)), oddValue).map(([key, value]) => {
        const query = new URLSearchParams({ ...example, [key]: String(value) });
        return query.toString();
      })
    : encoded;
  const raw = fc.constantFrom(
    '%%',
    '%E0%A4%A',
    'a=1&a=2&a=3',
    '&&&==',
    `${keys[0]}[]=1&${keys[0]}[]=2`,
    `${keys[0]}=${long}`,
  );
  return fc.oneof(encoded, mutated, raw);
}

/** An object with the route's own fields, one or more of them odd; or the valid example with one changed. */
export function oddObject(fields: string[], example: Example['body']): fc.Arbitrary<Record<string, unknown>> {
  const names = [...new Set([...fields, ...Object.keys(example ?? {})])];
  const all = names.length > 0 ? names : ['name'];
  const random = fc.dictionary(fc.constantFrom(...all, 'unexpected', '__proto__'), oddValue, { maxKeys: 6 });
  if (!example) return random;
  const changed = fc.tuple(fc.constantFrom(...all), oddValue, fc.boolean()).map(([key, value, drop]) => {
    const copy: Record<string, unknown> = { ...example };
    if (drop) delete copy[key];
    else copy[key] = value;
    return copy;
  });
  return fc.oneof({ weight: 3, arbitrary: changed }, { weight: 1, arbitrary: random });
}

const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '"\\ud800"',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '1e999999',
  '[]',
  '"text"',
  '123',
  'null',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '\u0000',
  '{"a":1,"a":2}',
  '',
);

/** A file part as a browser sends it; a text part is a string. */
type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

function formBytes(parts: Part[], boundary: string, { truncate }: { truncate: boolean }) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename !== undefined ? `; filename="${part.filename}"` : '';
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  if (!truncate) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Forms with odd parts: files where text is expected, empty files, wrong types, cut off, another boundary. */
export function oddForm(
  fields: string[],
  photo: Buffer,
): fc.Arbitrary<{ payload: Buffer; contentType: string; kind: string }> {
  const names = fc.constantFrom(
    ...(fields.length > 0 ? fields : ['file']),
    'photos',
    'file',
    'unexpected',
    '',
    'a"b',
  );
  const part: fc.Arbitrary<Part> = fc.oneof(
    fc.record({ name: names, value: oddValue.map((v) => String(v)) }),
    fc.record({
      name: names,
      value: fc.constantFrom<Buffer | string>(
        photo,
        Buffer.alloc(0),
        Buffer.from('not an image'),
        photo.subarray(0, 40),
        '%PDF-1.4',
      ),
      filename: fc.constantFrom('photo.jpg', '', '../../x.jpg', 'a\u202Egpj.exe', 'x'.repeat(300)),
      type: fc.constantFrom('image/jpeg', 'text/plain', 'application/octet-stream', 'image/svg+xml', ''),
    }),
  );
  return fc
    .tuple(
      fc.array(part, { maxLength: 5 }),
      fc.constantFrom('whole', 'whole', 'truncated', 'wrong-boundary', 'no-boundary'),
    )
    .map(([parts, shape]) => {
      const boundary = `----sweep${parts.length}x`;
      const payload = formBytes(parts, boundary, { truncate: shape === 'truncated' });
      const announced =
        shape === 'no-boundary'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${shape === 'wrong-boundary' ? 'other' : boundary}`;
      return { payload, contentType: announced, kind: `form:${shape}` };
    });
}

/** A body: odd JSON objects, malformed JSON, other content types, odd forms. */
export function oddBody(
  schema: ZodType | undefined,
  example: Example['body'],
  photo: Buffer,
): fc.Arbitrary<{ payload?: string | Buffer; contentType?: string; kind: string }> {
  const fields = fieldsOf(schema);
  const asJson = (kind: string) => (value: unknown) => ({
    payload: JSON.stringify(value),
    contentType: 'application/json',
    kind,
  });
  const jsonExample =
    example &&
    !Object.values(example).some((v) => Buffer.isBuffer(v) || (Array.isArray(v) && v.some(Buffer.isBuffer)));
  return fc.oneof(
    { weight: 6, arbitrary: oddObject(fields, jsonExample ? example : undefined).map(asJson('json:fields')) },
    {
      weight: 2,
      arbitrary: malformedJson.map((payload) => ({
        payload,
        contentType: 'application/json',
        kind: 'json:malformed',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { payload: 'hello', contentType: 'text/plain', kind: 'type:text' },
        { payload: '<a/>', contentType: 'application/xml', kind: 'type:xml' },
        { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', kind: 'type:urlencoded' },
        { payload: '{"a":1}', contentType: 'application/json; charset=latin1', kind: 'type:charset' },
        { payload: undefined, contentType: undefined, kind: 'none' },
      ),
    },
    { weight: 3, arbitrary: oddForm(fields, photo) },
  );
}
