import { documentTexts, winAnsi } from './document-texts';
import type { Figures, RateFigures } from './invoice-figures';
import type { CreditNoteSnapshot, InvoiceSnapshot } from './invoice-snapshot';
import { BODY, type IssuedInfo, MARGIN, Page, WIDTH } from './pdf-page';

/*
 * An invoice or credit note as an A4 PDF (docs/decisions/047), drawn from its snapshot alone. The
 * work is bounded: an invoice prints at most MAX_INVOICE_LINES lines, and pages follow as they fill.
 * pdfkit is loaded with the first document, not at start (docs/decisions/030).
 */

const loadPdfKit = async () => (await import('pdfkit')).default;

export async function renderDocumentPdf(issued: IssuedInfo): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const texts = documentTexts(issued.snapshot);
  const { i18n } = texts;
  const title =
    issued.snapshot.kind === 'invoice'
      ? i18n._('Invoice {number}', { number: issued.number })
      : i18n._('Credit note {number}', { number: issued.number });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: issued.snapshot.language,
    info: { Title: winAnsi(title), Author: winAnsi(issued.snapshot.seller.name) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const page = new Page(doc, texts, issued.snapshot);
  page.header(title, issued);
  if (issued.snapshot.kind === 'invoice') drawInvoice(page, issued.snapshot);
  else drawCreditNote(page, issued.snapshot);
  page.footer();
  doc.end();
  return done;
}

/** Columns of the lines: with tax, the net, rate and tax of each; without, the amount alone. */
function columns(taxed: boolean) {
  return taxed
    ? { name: 170, quantity: 30, unit: 64, net: 64, rate: 44, tax: 59, gross: 68 }
    : { name: 290, quantity: 40, unit: 80, net: 0, rate: 0, tax: 0, gross: 89 };
}

function drawInvoice(page: Page, snapshot: InvoiceSnapshot) {
  const { i18n, money, rate } = page.texts;
  const taxed = snapshot.tax_mode !== 'none' && snapshot.tax_total > 0;
  const widths = columns(taxed);
  const tableHead = () => {
    const head = [
      i18n._('Item'),
      i18n._('Qty'),
      i18n._('Unit price'),
      ...(taxed ? [i18n._('Net'), i18n._('Rate'), page.texts.taxName] : []),
      i18n._('Amount'),
    ];
    row(page, widths, head, { bold: true });
    page.rule();
  };
  tableHead();
  for (const line of snapshot.lines) {
    const name = line.name ?? i18n._('Flowers');
    const label = [name, line.details, line.gift_card ? i18n._('Gift card, not taxed when sold') : '']
      .filter(Boolean)
      .join('\n');
    page.room(page.height(label, widths.name) + 6, tableHead);
    row(page, widths, [
      label,
      String(line.quantity),
      money(line.unit),
      ...(taxed ? [money(line.net), rate(line.rate), money(line.tax)] : []),
      money(line.gross),
    ]);
  }
  if (snapshot.lines_left_out > 0) {
    row(page, widths, [i18n._('{count} more items', { count: snapshot.lines_left_out })]);
  }
  const extra = (label: string, figure: Figures, sign = '') =>
    row(page, widths, [
      label,
      '',
      '',
      ...(taxed ? [sign + money(figure.net), rate(figure.rate), sign + money(figure.tax)] : []),
      sign + money(figure.gross),
    ]);
  if (snapshot.delivery) extra(i18n._('Delivery'), snapshot.delivery);
  for (const part of snapshot.discount?.parts ?? []) {
    const code = snapshot.discount?.code ?? '';
    extra(i18n._('Discount {code}', { code }).trim(), part, '−');
  }
  page.rule();
  rateSummary(page, snapshot.rates, taxed);
  totals(page, snapshot, taxed);
  payment(page, snapshot);
}

function drawCreditNote(page: Page, snapshot: CreditNoteSnapshot) {
  const { i18n } = page.texts;
  page.doc.fontSize(11);
  page.text(i18n._('Credit note for invoice {number}', { number: snapshot.invoice.number }), 0, page.y, {
    bold: true,
    width: WIDTH,
  });
  page.doc.fontSize(BODY);
  const said = [
    i18n._('Invoice of {date}', { date: page.texts.moment(snapshot.invoice.issued_at) }),
    ...(snapshot.reason ? [i18n._('Reason: {reason}', { reason: snapshot.reason })] : []),
    i18n._('We credit you the amount below.'),
  ];
  page.text(said.join('\n'), 0, page.doc.y + 4, { width: WIDTH });
  page.y = page.doc.y + 14;
  const taxed = snapshot.tax_mode !== 'none' && snapshot.tax_total > 0;
  rateSummary(page, snapshot.rates, taxed, '−');
  totals(page, snapshot, taxed, '−');
}

/** One row of the lines table, the first cell on the left, the others right-aligned. */
function row(
  page: Page,
  widths: ReturnType<typeof columns>,
  cells: string[],
  options: { bold?: boolean } = {},
) {
  const order = (['name', 'quantity', 'unit', 'net', 'rate', 'tax', 'gross'] as const).filter(
    (key) => widths[key] > 0,
  );
  page.doc.fontSize(BODY);
  let x = 0;
  let bottom = page.y;
  cells.forEach((cell, index) => {
    const key = order[index];
    if (!key) return;
    const width = widths[key];
    page.text(cell, x, page.y, {
      width: index === 0 ? width - 6 : width,
      align: index === 0 ? 'left' : 'right',
      bold: options.bold,
    });
    bottom = Math.max(bottom, page.doc.y);
    x += width;
  });
  page.y = bottom + 4;
}

function rateSummary(page: Page, rates: RateFigures[], taxed: boolean, sign = '') {
  if (!taxed) return;
  const { i18n, money, rate, taxName } = page.texts;
  const x = WIDTH * 0.4;
  const width = (WIDTH * 0.6) / 4;
  page.room(14 * (rates.length + 2));
  const cells = (values: string[], bold = false) => {
    values.forEach((value, index) => {
      page.text(value, x + index * width, page.y, { width, align: 'right', bold });
    });
    page.y += 13;
  };
  cells([i18n._('Rate'), i18n._('Net'), taxName, i18n._('Gross')], true);
  for (const r of rates)
    cells([rate(r.rate), sign + money(r.net), sign + money(r.tax), sign + money(r.gross)]);
  page.y += 6;
}

function totals(
  page: Page,
  figures: Pick<InvoiceSnapshot, 'net_total' | 'tax_total' | 'total'>,
  taxed: boolean,
  sign = '',
) {
  const { i18n, money, taxName } = page.texts;
  const x = WIDTH * 0.5;
  const width = WIDTH * 0.5;
  page.room(60);
  const line = (label: string, value: string, bold = false) => {
    page.text(label, x, page.y, { width: width * 0.6, bold });
    page.text(value, x + width * 0.6, page.y, { width: width * 0.4, align: 'right', bold });
    page.y += 14;
  };
  if (taxed) {
    line(i18n._('Net total'), sign + money(figures.net_total));
    line(i18n._('{tax} total', { tax: taxName }), sign + money(figures.tax_total));
  }
  page.doc.fontSize(11);
  line(i18n._('Total'), sign + money(figures.total), true);
  page.doc.fontSize(BODY);
  if (!taxed) line(i18n._('No tax is charged on this document.'), '');
  page.y += 8;
}

function payment(page: Page, snapshot: InvoiceSnapshot) {
  const { i18n, money } = page.texts;
  const method = page.texts.paymentMethod(snapshot.payment.method);
  const paid = snapshot.payment.paid_at ? page.texts.moment(snapshot.payment.paid_at) : null;
  const cards = snapshot.payment.gift_cards;
  const byCards = cards.reduce((sum, card) => sum + card.amount, 0);
  const lines = [
    ...cards.map((card) =>
      i18n._('Paid with gift card …{last4}: {amount}', { last4: card.last4, amount: money(card.amount) }),
    ),
    ...(method && snapshot.payment.method !== 'gift_card' && paid
      ? [
          i18n._('Paid by {method} on {date}: {amount}', {
            method,
            date: paid,
            amount: money(Math.max(0, snapshot.total - byCards)),
          }),
        ]
      : []),
    ...(snapshot.payment.method === 'gift_card' && paid
      ? [i18n._('Paid in full on {date}.', { date: paid })]
      : []),
  ];
  if (lines.length === 0) return;
  page.room(14 * (lines.length + 1));
  page.text(i18n._('Payment'), 0, page.y, { bold: true, width: WIDTH });
  page.text(lines.join('\n'), 0, page.doc.y + 2, { width: WIDTH });
  page.y = page.doc.y + 8;
}
