import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Every page of a paged list from the first, each asked for with the previous page's cursor, until
 * a page says it is the last (or 50 pages, so a list that never ends fails rather than hangs).
 */
export async function walkPages<Page extends { next_cursor?: string | null }>(
  read: (cursor: string | undefined) => Promise<LightMyRequestResponse>,
): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | undefined;
  do {
    const response = await read(cursor);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as Page;
    pages.push(page);
    cursor = page.next_cursor ?? undefined;
  } while (cursor && pages.length < 50);
  return pages;
}
