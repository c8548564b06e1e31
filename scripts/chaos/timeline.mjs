// What the chaos run watches while it breaks things: health probes and placed orders, each with
// the time it happened, and the figures read off them.

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Probes GET /api/health every `everyMs` until stopped; each probe is kept with its time. */
export function watchHealth(client, everyMs = 100) {
  const probes = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = performance.now();
      const status = await client.request('GET', '/api/health').then(
        (res) => res.status,
        () => 0,
      );
      probes.push({ at, status });
      await sleep(everyMs);
    }
  })();
  return {
    probes,
    async stop() {
      running = false;
      await loop;
    },
  };
}

/**
 * Keeps `connections` customers ordering until stopped: what was acknowledged (with when), and
 * every refusal by its status (0 when no answer came at all).
 */
export function keepOrdering({ connections, place }) {
  const acknowledged = [];
  const refused = new Map();
  let running = true;
  const lanes = Array.from({ length: connections }, async () => {
    while (running) {
      try {
        const order = await place();
        acknowledged.push({ ...order, at: performance.now() });
      } catch (error) {
        const status = /: (\d{3}) /.exec(String(error.message))?.[1] ?? '0';
        refused.set(status, (refused.get(status) ?? 0) + 1);
        // A refused customer tries again a moment later, as a person would.
        await sleep(50);
      }
    }
  });
  return {
    acknowledged,
    refused,
    async stop() {
      running = false;
      await Promise.all(lanes);
    },
  };
}

export const seconds = (ms) => Number((ms / 1000).toFixed(1));
