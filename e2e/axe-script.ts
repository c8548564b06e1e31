import http from 'node:http';
import type { AddressInfo } from 'node:net';
import axe from 'axe-core';

/*
 * axe's script at an address of this worker's, so a page loads it as a file: the browser keeps it
 * in its cache and, from the third load on, its compiled code too. Evaluated from a string it was
 * compiled again in every document, 300–700 ms a page on two cores, more than the scan itself.
 * The page's Content-Security-Policy names no such address, so the spec that scans bypasses it
 * (`bypassCSP`): it checks the document, and every other spec runs the same pages under the policy
 * and fails on a violation of it (e2e/helpers.ts).
 */

let address: Promise<string> | undefined;

/** The URL of axe's script, served from this worker's own server, started at the first call. */
export function axeScriptUrl(): Promise<string> {
  address ??= new Promise((resolve, reject) => {
    const server = http.createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      });
      response.end(axe.source);
    });
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}/axe-${axe.version}.js`);
    });
    // The worker ends when its tests do; the server must not keep it alive.
    server.unref();
  });
  return address;
}
