// One measurement: keep-alive connections hammer one URL for a while, and the answer is the
// rate, the latency percentiles and anything that did not answer 2xx; `kB` is what went over the
// connection (compressed where the server compressed). The load generator runs in
// this process, so it shares the machine's cores with the server and the database.
import autocannon from 'autocannon';

/**
 * @param {{ base: string, path: string, token?: string, connections: number, seconds: number,
 *   headers?: Record<string, string> }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, errors: number, kbPerRequest: number }>}
 */
export async function measure({ base, path, token, connections, seconds, headers = {} }) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration: seconds,
    // As a browser asks (docs/performance.md, Method): kept answers go out compressed to such a client.
    headers: {
      'accept-encoding': 'gzip, deflate, br',
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const requests = result.requests.total || 1;
  return {
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    kbPerRequest: result.throughput.total / requests / 1024,
  };
}
