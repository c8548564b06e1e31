/** Where the browser tests find the app and the card and SMS providers' stand-ins; the config starts them. */
export const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;
export const cardProviderUrl = `http://127.0.0.1:${Number(process.env.E2E_CARD_PROVIDER_PORT ?? port + 6)}`;
export const webhookSecret = 'whsec_e2e_petal';
export const smsProviderUrl = `http://127.0.0.1:${Number(process.env.E2E_SMS_PROVIDER_PORT ?? port + 8)}`;
/** The SMS account the app and the stand-in share (docs/decisions/066). */
export const smsAccount = { sid: 'AC-e2e-petal', token: 'e2e-sms-token', from: '+15005550006' };
