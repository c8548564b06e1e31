import sharp from 'sharp';
import type { App } from '../lib/context';
import { multipart } from './multipart';

/** A small JPEG of one colour: real bytes for the image pipeline, made in a few milliseconds. */
export const jpegOf = (r: number, g = 80, b = 120) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

export const photoPart = (data: Buffer, filename = 'bouquet.jpg') => ({ filename, type: 'image/jpeg', data });

/** Creates a category through the API; fails the test otherwise. */
export async function createCategory(app: App, headers: Record<string, string>, name: string) {
  const response = await app.inject({ method: 'POST', url: '/api/categories/', headers, payload: { name } });
  if (response.statusCode !== 201)
    throw new Error(`category create failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string; name: string }>();
}

/** Creates a product through the API (form data), with photos if given; fails the test otherwise. */
export async function createProduct(
  app: App,
  headers: Record<string, string>,
  fields: Record<string, string | string[]> = {},
  photos: Buffer[] = [],
) {
  const form = multipart({
    name: 'Peony cloud',
    price: '45.50',
    ...fields,
    ...(photos.length > 0 ? { photos: photos.map((p, i) => photoPart(p, `photo-${i}.jpg`)) } : {}),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/products/',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  if (response.statusCode !== 201)
    throw new Error(`product create failed: ${response.statusCode} ${response.body}`);
  return response.json<{
    id: string;
    name: string;
    price: number;
    current_quantity: number | null;
    photos: { id: string; url: string; thumb_url: string; is_primary: boolean; position: number }[];
  }>();
}
