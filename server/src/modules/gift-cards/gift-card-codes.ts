import { createHash, randomBytes } from 'node:crypto';
import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH } from '@contract/gift-cards';

/**
 * A new code: 80 random bits, 5 per character of an alphabet of 32 without look-alikes. Guessing
 * one of a million live cards takes 2^60 tries on average, and the apply call allows a handful an
 * hour per order and per client (docs/decisions/044).
 */
export function newGiftCardCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) {
    code = GIFT_CARD_ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

/** What is stored of a code (normalised): its SHA-256, for lookup by index, never the code itself. */
export const hashGiftCardCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Whether a normalised code can be one of ours at all: a typo is refused without a lookup. */
export const isGiftCardCodeShape = (code: string) =>
  code.length === GIFT_CARD_CODE_LENGTH && [...code].every((c) => GIFT_CARD_ALPHABET.includes(c));
