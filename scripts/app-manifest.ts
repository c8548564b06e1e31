/*
 * The installable back office (docs/decisions/036): the web app manifest and the icons a phone's
 * home screen asks for, both written by the build. The icons are drawn from web/public/favicon.svg,
 * so the logo has one source and no picture is kept twice in the repository.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const LOGO = fileURLToPath(new URL('../web/public/favicon.svg', import.meta.url));

/** The logo's own green (favicon.svg) and the page backgrounds of web/src/styles/index.css. */
export const THEME_COLOURS = { brand: '#1f5c46', light: '#faf7f2', dark: '#0f1513' } as const;

/**
 * The icons: the logo as it is, and a full-bleed square for launchers that cut their own shape
 * (Android's "maskable" circle or squircle, iOS's rounded corners), with the flower inside the
 * middle 80 % that every such shape keeps.
 */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, fullBleed: false, manifest: 'any' },
  { file: 'icon-512.png', size: 512, fullBleed: false, manifest: 'any' },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true, manifest: 'maskable' },
  // Linked from index.html for iOS, which reads no manifest icons.
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true, manifest: null },
] as const;

/** The logo on a square without rounded corners, its flower scaled into the safe middle. */
function fullBleedLogo(svg: string): string {
  const flower = svg.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<rect\b[^>]*\/>/, '');
  const inner = flower.replace(/^[\s\S]*?<svg\b[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${THEME_COLOURS.brand}"/>
  <g transform="translate(32 32) scale(0.78) translate(-32 -32)">${inner}</g>
</svg>`;
}

/** Emits the PNG icons beside index.html. */
export function appIcons(): Plugin {
  return {
    name: 'petal-app-icons',
    apply: 'build',
    async generateBundle() {
      const logo = await readFile(LOGO, 'utf8');
      for (const icon of APP_ICONS) {
        const svg = icon.fullBleed ? fullBleedLogo(logo) : logo;
        // The density makes the vector drawing as sharp as the largest size needs (64 px at 72 dpi).
        const png = await sharp(Buffer.from(svg), { density: (72 * icon.size) / 64 })
          .resize(icon.size, icon.size)
          .png({ compressionLevel: 9 })
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.file, source: png });
      }
    },
  };
}

/** The manifest: what a phone shows and opens when staff add Petal to their home screen. */
export function webManifest() {
  return {
    name: 'Petal — the back office for florists',
    short_name: 'Petal',
    description: 'Orders, stock, products and the day’s deliveries of your flower shop.',
    id: '/intern/orders',
    start_url: '/intern/orders',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    lang: 'en',
    theme_color: THEME_COLOURS.brand,
    background_color: THEME_COLOURS.light,
    categories: ['business', 'productivity'],
    icons: APP_ICONS.flatMap((icon) =>
      icon.manifest
        ? [
            {
              src: `/${icon.file}`,
              sizes: `${icon.size}x${icon.size}`,
              type: 'image/png',
              purpose: icon.manifest,
            },
          ]
        : [],
    ),
  };
}

/**
 * Emits manifest.webmanifest beside index.html; the back office links it once its first screen is
 * drawn (web/src/register-app-worker.ts), the customer pages never.
 */
export function appManifest(): Plugin {
  return {
    name: 'petal-app-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(webManifest(), null, 2)}\n`,
      });
    },
  };
}
