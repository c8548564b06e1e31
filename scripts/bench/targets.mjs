// The targets `npm run bench` is read against (issues 15 and 26; docs/performance.md), each beside
// its figure from the same run and whether it is met. A target whose part of the bench did not run
// says so instead of passing.

/** Endpoints of the bench's table that are staff lists ("calendar: a day" is a chosen day of the calendar). */
const LISTS = [
  'orders: pending',
  'orders: ready',
  'orders: all',
  'orders: done',
  'search: a phone number',
  'search: #number',
  'search: a deep cursor',
  'calendar: a day',
  'customers',
  'products',
  'the day view',
  'delivery run',
  'stock',
  'stock movements',
  'categories',
  'add-ons',
  'discount codes',
  'gift cards',
  'team',
  'pickup places',
  'audit',
];
const ORDER_READS = ['order detail', 'order page'];
const STOREFRONT = ['storefront: shop', 'storefront: products'];
const LIGHTHOUSE = [
  ['storefront', 95],
  ['order page', 95],
  ['back office', 90],
];

const ratio = (rows, name) => {
  const health = rows.find((r) => r.name === 'health')?.rps;
  const row = rows.find((r) => r.name === name);
  return row && health ? row.rps / health : undefined;
};
const fixed = (value, digits = 2) => (value === undefined ? '—' : value.toFixed(digits));

/** One verdict per target and size: { target, figure, met } (met undefined: not measured). */
export function judge(results) {
  const verdicts = [];
  const add = (target, figure, met) => verdicts.push({ target, figure, met });
  const sizes = results.filter((r) => r.size);
  for (const { size, rows } of sizes) {
    const at = `at ${size.orders.toLocaleString('en')} orders`;
    const each = (names, min, maxP99) => {
      for (const name of names) {
        const row = rows.find((r) => r.name === name);
        const x = ratio(rows, name);
        const p99 = maxP99 === undefined ? '' : `, p99 ${row?.p99 ?? '—'} ms`;
        const met = row ? x >= min && (maxP99 === undefined || row.p99 <= maxP99) && !row.errors : undefined;
        add(
          `${name} ${at}: ≥ ${min} × health${maxP99 ? `, p99 ≤ ${maxP99} ms` : ''}`,
          `${fixed(x)} ×${p99}`,
          met,
        );
      }
    };
    each(LISTS, 0.6, 20);
    each(ORDER_READS, 0.6);
    each(STOREFRONT, 1, 10);
  }
  if (sizes.length > 1) {
    const [small, large] = [sizes[0], sizes.at(-1)];
    for (const name of [...LISTS, ...ORDER_READS]) {
      const a = small.rows.find((r) => r.name === name)?.p50;
      const b = large.rows.find((r) => r.name === name)?.p50;
      // Within a millisecond or 20 %: at a p50 of 2 ms one millisecond is the clock's grain.
      const met = a === undefined || b === undefined ? undefined : b <= Math.max(a * 1.2, a + 1);
      add(
        `${name}: p50 at ${large.size.orders.toLocaleString('en')} orders as at ${small.size.orders.toLocaleString('en')} (± 20 %)`,
        `${a ?? '—'} → ${b ?? '—'} ms`,
        met,
      );
    }
  }
  const intake = results.find((r) => r.name === 'intake');
  const at16 = intake?.rows?.runs?.find((run) => run.connections === 16);
  add(
    'intake: ≥ 300 complete orders/s with 16 in flight, no error',
    at16
      ? `${at16.orders_per_s} orders/s, ${at16.errors} errors, CPU ${at16.cpu_ms_per_order.server ?? '?'} ms per order`
      : (intake?.error ?? 'not run'),
    at16 ? at16.orders_per_s >= 300 && at16.errors === 0 : undefined,
  );
  const problems = intake?.rows?.problems;
  add(
    'intake: no lost stock, window place or number',
    problems ? (problems.length ? problems.join('; ') : 'all match') : 'not run',
    problems ? problems.length === 0 : undefined,
  );
  const lighthouse = results.find((r) => r.name === 'lighthouse');
  for (const [page, min] of LIGHTHOUSE) {
    const row = lighthouse?.rows?.find((r) => r.page === page);
    add(
      `Lighthouse mobile, ${page}: ≥ ${min}`,
      row ? `${row.score} (runs ${row.runs.join(', ')})` : (lighthouse?.error ?? 'not run'),
      row ? row.score >= min : undefined,
    );
  }
  const footprint = results.find((r) => r.name === 'footprint');
  for (const row of footprint?.rows?.filter((r) => r.target) ?? []) {
    const limit = Number(row.target.replace(/[^\d.]/g, ''));
    add(
      `embedded database, ${row.measure}: ${row.target} ${row.unit}`,
      `${fixed(row.value, 1)} ${row.unit}`,
      row.value <= limit,
    );
  }
  if (!footprint?.rows)
    add('embedded database: idle memory and time to healthy', footprint?.error ?? 'not run', undefined);
  const bundles = results.find((r) => r.name === 'bundles');
  add(
    'bundles within their budgets',
    bundles?.rows?.summary ?? bundles?.error ?? 'not run',
    bundles?.rows?.withinBudget,
  );
  return verdicts;
}

export function formatVerdicts(verdicts) {
  const mark = (met) => (met === undefined ? 'not measured' : met ? 'met' : 'NOT MET');
  const met = verdicts.filter((v) => v.met).length;
  return [
    `Targets: ${met} of ${verdicts.length} met`,
    '',
    '| target | figure | |',
    '|---|---|---|',
    ...verdicts.map((v) => `| ${v.target} | ${v.figure} | ${mark(v.met)} |`),
  ].join('\n');
}
