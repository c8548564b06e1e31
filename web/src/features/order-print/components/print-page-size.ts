/**
 * The paper sizes the printables use, in millimetres (ISO 216). `@page` gets them as lengths: browsers
 * know A4 and A5 by name but not A6 or A7.
 */
export const PAPER = {
  a4: { width: 210, height: 297 },
  /** A flat enclosure card, landscape: the message reads across. */
  a6: { width: 148, height: 105 },
  a7: { width: 105, height: 74 },
  /** A sheet folded once into an A6 portrait card: two A6 panels side by side. */
  a5: { width: 210, height: 148 },
} as const;
export type Paper = keyof typeof PAPER;

/**
 * The rule a printable adds to the document while it is shown: its page size, and no margins for
 * sheets drawn to the edge (tickets, cards) or the margins of a list that runs over several pages.
 */
export const pageRule = (paper: Paper, marginMm = 0) =>
  `@page { size: ${PAPER[paper].width}mm ${PAPER[paper].height}mm; margin: ${marginMm}mm; }`;
