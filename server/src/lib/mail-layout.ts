import type { Language } from '@contract/languages';
import { legalPagePath } from '@contract/legal-pages';
import { mailI18n } from './mail-i18n';

/**
 * Stands for the app's public address in a queued mail; the outbox writes PUBLIC_URL in its place
 * when it sends (withMailOrigin). A mail queued deep inside a payment (an invoice) knows its shop
 * but not the address the app is served at.
 */
export const MAIL_ORIGIN = '[[petal-origin]]';

/** A queued mail's text with the app's address written in. */
export const withMailOrigin = (text: string, origin: string) => text.replaceAll(MAIL_ORIGIN, origin);

export type MailContent = {
  /** The first line of the message, also its HTML heading. */
  heading: string;
  /** Plain sentences; they are escaped for the HTML part. */
  paragraphs: string[];
  /** A picture under the text (the bouquet's photo); in the plain text, its address. */
  image?: { url: string; alt: string };
  /** The one thing to do, as a button in HTML and a bare link in the text. */
  action?: { label: string; url: string };
  /** Small print under the action, e.g. "you can ignore this e-mail". */
  footnote?: string;
  /** Who signs the message: the shop's name, or Petal. */
  signature?: string;
  /**
   * A mail to a shop's customer: its footer links to the shop's imprint and privacy notice
   * (docs/decisions/059), in the mail's language.
   */
  shopLegal?: { shopUrl: string; language: Language };
  /** A few of the shop's products under the text (a reminder): picture, name and price, each a link. */
  products?: MailProduct[];
  /** A marketing mail's way out, last in the footer (with its List-Unsubscribe header). */
  unsubscribe?: { label: string; url: string };
};

export type MailProduct = { name: string; price: string; url: string; imageUrl: string | null };

/** The products as HTML: one per row, so that a narrow mail program shows them as well as a wide one. */
function productRows(products: MailProduct[]): string {
  return products
    .map((product) => {
      const picture = product.imageUrl
        ? `<img src="${escapeHtml(product.imageUrl)}" alt="" width="96" height="96" style="display:block;width:96px;height:96px;object-fit:cover;border-radius:10px">`
        : '';
      return `<tr><td style="padding:0 16px 16px 0;width:96px;vertical-align:top"><a href="${escapeHtml(product.url)}">${picture}</a></td><td style="padding:0 0 16px;vertical-align:top;font-size:16px;line-height:24px"><a href="${escapeHtml(product.url)}" style="color:#1f5c46;font-weight:600;text-decoration:none">${escapeHtml(product.name)}</a><br><span style="color:#2b2b2b">${escapeHtml(product.price)}</span></td></tr>`;
    })
    .join('\n');
}

/** The footer's links of a customer's mail: imprint and privacy notice, in its language. */
function legalLinks(shop: NonNullable<MailContent['shopLegal']>) {
  const i18n = mailI18n(shop.language);
  return [
    {
      label: i18n._('Imprint'),
      url: `${MAIL_ORIGIN}${legalPagePath(shop.shopUrl, 'imprint', shop.language)}`,
    },
    {
      label: i18n._('Privacy notice'),
      url: `${MAIL_ORIGIN}${legalPagePath(shop.shopUrl, 'privacy', shop.language)}`,
    },
  ];
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** A message as plain text and as simple HTML that mail programs show alike (inline styles, one column). */
export function renderMail(content: MailContent): { text: string; html: string } {
  const signature = content.signature ?? 'Petal';
  const links = [
    ...(content.shopLegal ? legalLinks(content.shopLegal) : []),
    ...(content.unsubscribe ? [content.unsubscribe] : []),
  ];
  const products = content.products ?? [];
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.image ? [`${content.image.alt}: ${content.image.url}`, ''] : []),
    ...products.flatMap((product) => [`${product.name} (${product.price}): ${product.url}`]),
    ...(products.length > 0 ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    `— ${signature}`,
    '',
    ...(links.length > 0 ? [links.map((link) => `${link.label}: ${link.url}`).join('\n'), ''] : []),
  ].join('\n');

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#2b2b2b">${escapeHtml(p)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 22px;border-radius:10px;background:#1f5c46;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b6b6b">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#1f5c46;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const image = content.image
    ? `<p style="margin:8px 0 16px"><img src="${escapeHtml(content.image.url)}" alt="${escapeHtml(content.image.alt)}" width="464" style="display:block;width:100%;max-width:464px;height:auto;border-radius:12px"></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:#6b6b6b">${escapeHtml(content.footnote)}</p>`
    : '';
  const footer = links.length
    ? `<p style="max-width:520px;margin:16px auto 0;text-align:center;font-size:12px;color:#6b6b6b">${links
        .map(
          (link) => `<a href="${escapeHtml(link.url)}" style="color:#6b6b6b">${escapeHtml(link.label)}</a>`,
        )
        .join(' · ')}</p>`
    : '';
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f6f3ef;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;padding:32px 28px;background:#ffffff;border-radius:16px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:30px;color:#1b1b1b">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${image}
${products.length > 0 ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0;border-collapse:collapse">${productRows(products)}</table>` : ''}
${action}
${footnote}
<p style="margin:24px 0 0;font-size:14px;color:#6b6b6b">— ${escapeHtml(signature)}</p>
</div>
${footer}
</body></html>
`;
  return { text, html };
}
