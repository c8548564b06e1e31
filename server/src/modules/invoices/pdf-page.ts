import { type DocumentTexts, winAnsi } from './document-texts';
import type { DocumentSnapshot } from './invoice-snapshot';

/* The page an invoice or credit note is drawn on: A4, the seller at the top and in the footer. */

type Doc = PDFKit.PDFDocument;

export const MARGIN = 48;
export const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN - 40;
export const BODY = 9;

export type IssuedInfo = { number: string; issuedAt: Date; snapshot: DocumentSnapshot };

/** Writing on the document: a cursor down the page, and a new page when the next block does not fit. */
export class Page {
  y = MARGIN;
  constructor(
    readonly doc: Doc,
    readonly texts: DocumentTexts,
    readonly snapshot: DocumentSnapshot,
  ) {}

  text(value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { bold?: boolean } = {}) {
    const { bold, ...rest } = options;
    this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(winAnsi(value), MARGIN + x, y, rest);
  }

  height(value: string, width: number, size = BODY) {
    return this.doc.font('Helvetica').fontSize(size).heightOfString(winAnsi(value), { width });
  }

  /** Room for `height` more points, or a new page. */
  room(height: number, onNewPage?: () => void) {
    if (this.y + height <= BOTTOM) return;
    this.footer();
    this.doc.addPage();
    this.y = MARGIN;
    onNewPage?.();
  }

  rule(weight = 0.5) {
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + WIDTH, this.y)
      .lineWidth(weight)
      .strokeColor('#999999')
      .stroke();
    this.y += 6;
  }

  header(title: string, issued: IssuedInfo) {
    const { seller } = this.snapshot;
    const { i18n } = this.texts;
    this.doc.fontSize(13);
    this.text(seller.name, 0, this.y, { bold: true, width: WIDTH * 0.55 });
    this.doc.fontSize(BODY);
    const lines = [
      ...(seller.name !== seller.shop_name ? [seller.shop_name] : []),
      ...seller.address_lines,
      ...[this.texts.country(seller.country)].filter((c): c is string => Boolean(c)),
      seller.phone,
      seller.email,
    ];
    this.text(lines.join('\n'), 0, this.doc.y + 2, { width: WIDTH * 0.55 });
    const left = this.doc.y;
    this.doc.fontSize(18);
    this.text(title, WIDTH * 0.55, MARGIN, { bold: true, width: WIDTH * 0.45, align: 'right' });
    this.doc.fontSize(BODY);
    const meta = [
      i18n._('Date: {date}', { date: this.texts.moment(issued.issuedAt.toISOString()) }),
      i18n._('Order: {number}', { number: `#${this.snapshot.order.number}` }),
      ...(this.snapshot.kind === 'invoice'
        ? [i18n._('Date of delivery: {date}', { date: this.texts.day(this.snapshot.delivery_date) })]
        : []),
      ...(seller.vat_id ? [i18n._('VAT ID: {id}', { id: seller.vat_id })] : []),
      ...(seller.tax_number ? [i18n._('Tax number: {number}', { number: seller.tax_number })] : []),
    ];
    this.text(meta.join('\n'), WIDTH * 0.45, this.doc.y + 4, { width: WIDTH * 0.55, align: 'right' });
    this.y = Math.max(left, this.doc.y) + 18;
    this.parties();
  }

  parties() {
    const { i18n } = this.texts;
    const { customer } = this.snapshot;
    const billTo = [customer.name, customer.email, customer.phone].filter((l): l is string => Boolean(l));
    const top = this.y;
    this.doc.fontSize(BODY);
    this.text(i18n._('Customer'), 0, top, { bold: true, width: WIDTH / 2 });
    this.text(billTo.join('\n') || '—', 0, this.doc.y + 2, { width: WIDTH / 2 - 12 });
    let bottom = this.doc.y;
    const recipient = this.snapshot.kind === 'invoice' ? this.snapshot.recipient : null;
    if (recipient) {
      this.text(i18n._('Delivered to'), WIDTH / 2, top, { bold: true, width: WIDTH / 2 });
      const lines = [recipient.name, ...recipient.address_lines].filter((l): l is string => Boolean(l));
      this.text(lines.join('\n') || '—', WIDTH / 2, this.doc.y + 2, { width: WIDTH / 2 });
      bottom = Math.max(bottom, this.doc.y);
    }
    this.y = bottom + 18;
  }

  footer() {
    const { seller } = this.snapshot;
    const { i18n } = this.texts;
    const parts = [
      [seller.name, ...seller.address_lines].join(', '),
      seller.register_entry,
      seller.responsible_person && i18n._('Represented by {name}', { name: seller.responsible_person }),
      seller.vat_id && i18n._('VAT ID: {id}', { id: seller.vat_id }),
      seller.tax_number && i18n._('Tax number: {number}', { number: seller.tax_number }),
    ].filter((p): p is string => Boolean(p));
    this.doc.fontSize(7).fillColor('#555555');
    // Below the text's bottom margin: lifted while the footer is written, or pdfkit turns the page.
    const margin = this.doc.page.margins.bottom;
    this.doc.page.margins.bottom = 0;
    this.text(parts.join(' · '), 0, BOTTOM + 14, { width: WIDTH, align: 'center', height: 30 });
    this.doc.page.margins.bottom = margin;
    this.doc.fillColor('#000000').fontSize(BODY);
  }
}
