/*
 * The skeleton shows no text, so the browser would ask for the fonts only once the shop's name is
 * drawn; the name would then change shape in view when its font arrives (a long name wrapping onto
 * a second line pushes the whole page down). Asking for them at start loads them while the shop's
 * data is on its way.
 */
const FACES = ['600 1em "Fraunces Variable"', '400 1em "Inter Variable"', '500 1em "Inter Variable"'];

function loadFonts(): Promise<unknown> {
  if (typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  return Promise.all(FACES.map((face) => document.fonts.load(face))).catch(() => undefined);
}

const fonts = loadFonts();

/** Resolves when the fonts are in, or after `ms` at most: on a slow line, late content is worse than a jump. */
export const fontsReady = (ms = 400) =>
  Promise.race([fonts, new Promise((resolve) => setTimeout(resolve, ms))]);
