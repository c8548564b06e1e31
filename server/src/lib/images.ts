import os from 'node:os';
import type SharpConstructor from 'sharp';
import { AppError } from './errors';

/** The largest upload accepted, in bytes; also the multipart `fileSize` limit. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Decoded size guard against decompression bombs (a 150 kB PNG can decode to gigabytes). */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** The stored photo fits within this square; the thumbnail within the next. Never enlarged. */
export const PHOTO_MAX_SIDE = 2048;
export const THUMB_MAX_SIDE = 480;

const PHOTO_QUALITY = 82;
const THUMB_QUALITY = 78;

/** A photo's bytes, or a file that holds them (an upload streamed to disk, see upload-forms.ts). */
export type ImageSource = Buffer | { path: string; size: number; head(bytes?: number): Promise<Buffer> };

export type ProcessedImage = { full: Buffer; thumb: Buffer; width: number; height: number; format: 'webp' };

/** What the bytes say a file is; the file name and the client's content type are never asked. */
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heic';

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a photo (JPEG, PNG or WebP)');
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The photo is too large; use one under 10 MB');
const tooManyPixels = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'The photo has too many pixels; use one under 40 megapixels');

let sharpLoaded: Promise<typeof SharpConstructor> | undefined;

/**
 * libvips is loaded with the first photo, not at start: a server that takes no photo does not
 * hold it (docs/decisions/030).
 */
export function loadSharp(): Promise<typeof SharpConstructor> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // Uploads are one-off: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/**
 * Checks an uploaded photo by its content and re-encodes it: turned upright by its EXIF
 * orientation, all metadata (EXIF, GPS, XMP, ICC) dropped, fitted within 2048×2048 as WebP, plus
 * a WebP thumbnail within 480×480. Throws 413 `PAYLOAD_TOO_LARGE` for more than `maxBytes` or
 * 40 megapixels, 415 `UNSUPPORTED_MEDIA_TYPE` for anything that is not a readable JPEG, PNG, WebP,
 * GIF (first frame) or AVIF.
 */
export async function processImage(
  source: ImageSource,
  opts: { maxBytes?: number } = {},
): Promise<ProcessedImage> {
  const onDisk = !Buffer.isBuffer(source);
  if ((onDisk ? source.size : source.length) > (opts.maxBytes ?? MAX_PHOTO_BYTES)) throw tooLarge();
  const type = sniffImageType(onDisk ? await source.head() : source);
  if (type === 'heic') {
    // The prebuilt libvips has no HEVC decoder (patents). iOS converts to JPEG when a page asks for
    // an image, so this is rare; say what to do rather than only "unsupported".
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'HEIC photos cannot be read here; upload a JPEG, PNG or WebP',
    );
  }
  if (!type) throw unsupported();

  await acquireSlot();
  try {
    // libvips reads a file on disk by itself, a part at a time where the format allows.
    return await reencode(onDisk ? source.path : source, type);
  } finally {
    releaseSlot();
  }
}

const sharpFormat: Record<Exclude<SniffedType, 'heic'>, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

async function reencode(input: Buffer | string, type: Exclude<SniffedType, 'heic'>): Promise<ProcessedImage> {
  // failOn 'warning' (the strict default, spelled out): truncated or corrupt data is refused, not
  // filled with grey. One page only: the first frame of an animation.
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning', pages: 1 } as const;
  const sharp = await loadSharp();

  const metadata = await sharp(input, options).metadata().catch(decodeError);
  // The header must agree with the magic number: no decoder other than the one sniffed runs.
  if (metadata.format !== sharpFormat[type]) throw unsupported();
  if (type === 'avif' && metadata.compression !== 'av1') throw unsupported();
  if (!metadata.width || !metadata.height) throw unsupported();
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) throw tooManyPixels();

  const full = await sharp(input, { ...options, autoOrient: true })
    .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: PHOTO_QUALITY })
    .toBuffer({ resolveWithObject: true })
    .catch(decodeError);
  // sharp writes no metadata unless asked (withMetadata/keepExif), so the output carries none.
  const thumb = await sharp(full.data)
    .resize(THUMB_MAX_SIDE, THUMB_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: THUMB_QUALITY })
    .toBuffer()
    .catch(decodeError);
  return { full: full.data, thumb, width: full.info.width, height: full.info.height, format: 'webp' };
}

function decodeError(error: unknown): never {
  if (error instanceof AppError) throw error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
  // Whatever libvips could not read (truncated, corrupt, wrong inner format) is not a photo to us.
  throw unsupported();
}

/** The image type by magic number, or null when the bytes are not one of the accepted formats. */
export function sniffImageType(bytes: Buffer): SniffedType | null {
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(4, 8) === 'ftyp') {
    // ISO base media file: the major brand, then minor version, then compatible brands.
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands = [ascii(8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(at, at + 4));
    if (brands.some((b) => b === 'avif' || b === 'avis')) return 'avif';
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

// A 40 MP decode holds a few hundred MB; a handful of uploads at once must not take the process
// down, so at most this many re-encodes run together and the rest wait their turn.
const MAX_CONCURRENT = Math.max(1, Math.min(4, os.availableParallelism()));
let active = 0;
const waiting: Array<() => void> = [];

function acquireSlot(): Promise<void> {
  if (active < MAX_CONCURRENT) {
    active += 1;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function releaseSlot() {
  const next = waiting.shift();
  // The slot passes straight to the next waiter, so no newcomer can slip in between.
  if (next) next();
  else active -= 1;
}
