import { z } from 'zod';

export type AddressSuggestion = { label: string; address: string; city: string; zipcode: string };

export interface Geocoder {
  suggest(query: string, options?: { limit?: number; signal?: AbortSignal }): Promise<AddressSuggestion[]>;
}

// The parts of a Photon answer (GeoJSON features) that make an address.
const photonAnswer = z.object({
  features: z.array(
    z.object({
      properties: z
        .object({
          name: z.string().optional(),
          street: z.string().optional(),
          housenumber: z.string().optional(),
          postcode: z.string().optional(),
          city: z.string().optional(),
        })
        .passthrough(),
    }),
  ),
});

/**
 * Address suggestions from a Photon-compatible geocoder (`GET {url}/api?q=…&limit=…`). Failures
 * answer no suggestions: typing an address by hand must always keep working.
 */
export function createPhotonGeocoder(baseUrl: string, { timeoutMs = 2500 } = {}): Geocoder {
  return {
    async suggest(query, { limit = 5 } = {}) {
      const url = `${baseUrl}/api?q=${encodeURIComponent(query)}&limit=${limit}`;
      try {
        const response = await fetch(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
        if (!response.ok) return [];
        const parsed = photonAnswer.safeParse(await response.json());
        if (!parsed.success) return [];
        return parsed.data.features.flatMap(({ properties: p }) => {
          const street = p.street ?? p.name;
          if (!street || !p.city) return [];
          const address = p.housenumber ? `${street} ${p.housenumber}` : street;
          const zipcode = p.postcode ?? '';
          return [
            {
              label: [address, [zipcode, p.city].filter(Boolean).join(' ')].join(', '),
              address,
              city: p.city,
              zipcode,
            },
          ];
        });
      } catch {
        return [];
      }
    },
  };
}
