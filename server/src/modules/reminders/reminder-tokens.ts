import crypto from 'node:crypto';

/*
 * The links of a reminder mail carry 32 random bytes each; the database keeps only their SHA-256.
 * Whoever reads the database (a backup, a support query) cannot open the links, and a token cannot
 * be guessed: a link is the capability, like the order's uuid on its page.
 */

export const newToken = () => crypto.randomBytes(32).toString('base64url');

export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** How long a reminder's order link hands out the recipient: the occasion and a few weeks after. */
export const ORDER_LINK_DAYS = 60;
