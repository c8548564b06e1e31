import { multipart } from '../../test/multipart';
import { setupTestApp } from '../../test/test-app';

/*
 * The products' tests share one app and a product posted as form data.
 */

/** Call once per test file: it opens the app for the file and answers the steps bound to it. */
export function setupProducts() {
  const t = setupTestApp();
  async function post(headers: Record<string, string>, fields: Parameters<typeof multipart>[0]) {
    const form = multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/products/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  }

  return { t, post };
}
