/** Where the browser tests find the app and the card provider's stand-in; the config starts both. */
export const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;
export const cardProviderUrl = `http://127.0.0.1:${Number(process.env.E2E_CARD_PROVIDER_PORT ?? port + 6)}`;
export const webhookSecret = 'whsec_e2e_petal';
