import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, processImage, sniffImageType } from './images';

const solid = (width: number, height: number, background: string, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background } });

/** 400×200, left half red and right half blue, stored sideways: EXIF orientation 6 (turn 90° clockwise). */
async function sidewaysJpegWithGps() {
  const blue = await solid(200, 200, '#0000ff').png().toBuffer();
  return solid(400, 200, '#ff0000')
    .composite([{ input: blue, left: 200, top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { Make: 'PetalTestCam', Model: 'Model 7' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 31/1 0/1', GPSMapDatum: 'WGS-84' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The average colour of a region of an image. */
async function colourAt(image: Buffer, region: { left: number; top: number; width: number; height: number }) {
  // stats() reads its input, not the pipeline's output: extract first, then measure.
  const { channels } = await sharp(await sharp(image).extract(region).toBuffer()).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
}

const isRed = ([r, g, b]: number[]) => (r ?? 0) > 200 && (g ?? 255) < 60 && (b ?? 255) < 60;
const isBlue = ([r, g, b]: number[]) => (r ?? 255) < 60 && (g ?? 255) < 60 && (b ?? 0) > 200;

const fixtures = {} as {
  jpeg: Buffer;
  png: Buffer;
  webp: Buffer;
  avif: Buffer;
  gif: Buffer;
  large: Buffer;
  bomb: Buffer;
};

beforeAll(async () => {
  fixtures.jpeg = await sidewaysJpegWithGps();
  fixtures.png = await solid(300, 100, '#00ff0080', 4).png().toBuffer();
  fixtures.webp = await solid(640, 480, '#336699').webp().toBuffer();
  fixtures.avif = await solid(320, 240, '#996633').avif().toBuffer();
  fixtures.gif = await solid(40, 30, '#ff00ff', 4).gif().toBuffer();
  fixtures.large = await solid(3000, 1500, '#cccccc').jpeg().toBuffer();
  // 50 megapixels of white: about 150 kB as a PNG, 150 MB once decoded.
  fixtures.bomb = await solid(10_000, 5_000, '#ffffff').png({ compressionLevel: 9 }).toBuffer();
});

describe('sniffImageType', () => {
  it('names the type by the bytes', async () => {
    expect(sniffImageType(fixtures.jpeg)).toBe('jpeg');
    expect(sniffImageType(fixtures.png)).toBe('png');
    expect(sniffImageType(fixtures.webp)).toBe('webp');
    expect(sniffImageType(fixtures.avif)).toBe('avif');
    expect(sniffImageType(fixtures.gif)).toBe('gif');
    expect(sniffImageType(heicHeader())).toBe('heic');
  });

  it('knows nothing else', () => {
    expect(sniffImageType(Buffer.from('just some text, saved as flowers.jpg'))).toBeNull();
    expect(sniffImageType(Buffer.from(svg))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('processImage', () => {
  it('turns a sideways JPEG upright and drops its EXIF, GPS included', async () => {
    const before = await sharp(fixtures.jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('WGS-84');

    const result = await processImage(fixtures.jpeg);
    expect(result.format).toBe('webp');
    expect([result.width, result.height]).toEqual([200, 400]);

    for (const image of [result.full, result.thumb]) {
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(image.toString('latin1')).not.toContain('PetalTestCam');
      expect(image.toString('latin1')).not.toContain('WGS-84');
    }
    // Turned 90° clockwise: the left (red) half is now on top, the right (blue) half below.
    expect(isRed(await colourAt(result.full, { left: 50, top: 20, width: 100, height: 150 }))).toBe(true);
    expect(isBlue(await colourAt(result.full, { left: 50, top: 230, width: 100, height: 150 }))).toBe(true);
  });

  it('fits large photos within 2048×2048 and thumbnails within 480×480, keeping the aspect', async () => {
    const result = await processImage(fixtures.large);
    expect([result.width, result.height]).toEqual([2048, 1024]);
    const full = await sharp(result.full).metadata();
    expect([full.width, full.height]).toEqual([2048, 1024]);
    const thumb = await sharp(result.thumb).metadata();
    expect(thumb.format).toBe('webp');
    expect([thumb.width, thumb.height]).toEqual([480, 240]);
    expect(result.full.length).toBeLessThan(fixtures.large.length);
  });

  it('never enlarges a small photo', async () => {
    const small = await solid(120, 80, '#123456').jpeg().toBuffer();
    const result = await processImage(small);
    expect([result.width, result.height]).toEqual([120, 80]);
    const thumb = await sharp(result.thumb).metadata();
    expect([thumb.width, thumb.height]).toEqual([120, 80]);
  });

  it('accepts PNG (keeping transparency), WebP and AVIF', async () => {
    const png = await processImage(fixtures.png);
    expect([png.width, png.height]).toEqual([300, 100]);
    expect((await sharp(png.full).metadata()).hasAlpha).toBe(true);

    const webp = await processImage(fixtures.webp);
    expect([webp.width, webp.height]).toEqual([640, 480]);

    const avif = await processImage(fixtures.avif);
    expect([avif.width, avif.height]).toEqual([320, 240]);
    expect((await sharp(avif.full).metadata()).format).toBe('webp');
  });

  it('takes the first frame of an animated GIF', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff'].map((c) => solid(40, 30, c).raw().toBuffer()),
    );
    const animated = await sharp(Buffer.concat(frames), {
      raw: { width: 40, height: 90, channels: 3, pageHeight: 30 },
    })
      .gif({ delay: [100, 100, 100] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);

    const result = await processImage(animated);
    expect([result.width, result.height]).toEqual([40, 30]);
    const meta = await sharp(result.full).metadata();
    expect(meta.pages ?? 1).toBe(1);
    expect(isRed(await colourAt(result.full, { left: 5, top: 5, width: 30, height: 20 }))).toBe(true);
  });

  it('refuses more than 10 MB with 413 before looking inside', async () => {
    const twelveMb = Buffer.alloc(12 * 1024 * 1024, 0xff);
    twelveMb.set([0xff, 0xd8, 0xff], 0);
    await expect(processImage(twelveMb)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      statusCode: 413,
      message: 'The photo is too large; use one under 10 MB',
    });
    expect(MAX_PHOTO_BYTES).toBe(10 * 1024 * 1024);
  });

  it('honours a smaller maxBytes', async () => {
    await expect(processImage(fixtures.large, { maxBytes: 1000 })).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses a decompression bomb (50 megapixels in 150 kB) with 413', async () => {
    expect(fixtures.bomb.length).toBeLessThan(1024 * 1024);
    await expect(processImage(fixtures.bomb)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      statusCode: 413,
      message: expect.stringContaining('megapixels'),
    });
  });

  it.each([
    ['text renamed to .jpg', Buffer.from('These are not the peonies you are looking for.\n')],
    ['an SVG (scripts)', Buffer.from(svg)],
    ['an SVG behind an XML declaration', Buffer.from(`<?xml version="1.0"?>\n${svg}`)],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF')],
    ['an empty file', Buffer.alloc(0)],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
  ])('refuses %s with 415', async (_name, bytes) => {
    await expect(processImage(bytes)).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      statusCode: 415,
      message: 'Upload a photo (JPEG, PNG or WebP)',
    });
  });

  it('refuses a TIFF, which sharp could read but we do not take', async () => {
    const tiff = await solid(20, 20, '#ff0000').tiff().toBuffer();
    await expect(processImage(tiff)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a truncated JPEG with 415', async () => {
    const truncated = fixtures.large.subarray(0, Math.floor(fixtures.large.length * 0.6));
    await expect(processImage(truncated)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses bytes whose magic number and content disagree', async () => {
    // An SVG wearing a JPEG magic number, and a JPEG behind a PNG signature.
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(svg)]);
    const fakePng = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), fixtures.jpeg]);
    await expect(processImage(fakeJpeg)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(processImage(fakePng)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses HEIC, which this build cannot decode, saying what to upload instead', async () => {
    await expect(processImage(heicHeader())).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining('HEIC'),
    });
  });

  it('keeps working through many uploads at once, failed ones included', async () => {
    const inputs = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0 ? Buffer.from('not a photo') : i % 3 === 1 ? fixtures.webp : fixtures.jpeg,
    );
    const results = await Promise.allSettled(inputs.map((input) => processImage(input)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(8);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(4);
    // Every slot was given back: a further upload still runs.
    await expect(processImage(fixtures.png)).resolves.toMatchObject({ width: 300 });
  });
});

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script>' +
  '<rect width="100" height="100" fill="red"/></svg>';

/** The start of an iPhone HEIC file: an ftyp box with brand heic. */
function heicHeader() {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypheic', 4, 'latin1');
  box.write('mif1heic', 16, 'latin1');
  return Buffer.concat([box, Buffer.alloc(200)]);
}
