import { z } from 'zod';

export const health = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgres']),
});

/** The build the server is serving; the SPA compares it with its own to offer "New version available!". */
export const versionAnswer = z.object({ version: z.string() });

/** What the SPA needs to know before sign-in. */
export const publicConfig = z.object({
  google_client_id: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
