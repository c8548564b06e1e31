// The intake's HTTP client: keep-alive requests with JSON or multipart bodies, as the customers'
// browsers send them, and a check of each answer's status.
import { randomUUID } from 'node:crypto';
import http from 'node:http';

/**
 * A small HTTP client on keep-alive connections: one agent, at most `connections` sockets, so the
 * load is `connections` requests in flight, each socket reused.
 */
export function createClient(base, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const request = (method, url, { json, form, token, from } = {}) =>
    new Promise((resolve, reject) => {
      let body;
      const headers = {};
      if (json !== undefined) {
        body = JSON.stringify(json);
        headers['content-type'] = 'application/json';
      } else if (form !== undefined) {
        ({ body, type: headers['content-type'] } = multipart(form));
      }
      if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
      if (token) headers.authorization = `Bearer ${token}`;
      if (from) headers['x-forwarded-for'] = from;
      const req = http.request(`${base}${url}`, { method, agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {}
          resolve({ status: res.statusCode, body: parsed, text });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  return { request, close: () => agent.destroy() };
}

/** The form data a browser's FormData sends (both order forms are sent this way by the web app). */
function multipart(fields) {
  const boundary = `----petal-bench-${randomUUID()}`;
  let body = '';
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === '') continue;
    body += `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  body += `--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

export async function ok(responsePromise, what, status = 200) {
  const res = await responsePromise;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 300)}`);
  return res.body;
}
