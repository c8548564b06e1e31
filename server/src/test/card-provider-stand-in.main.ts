import { startCardProviderStandIn } from './card-provider-stand-in';

/*
 * The card provider's stand-in as a process of its own, for the browser tests (playwright.config.ts):
 * the app under test talks to it as its STRIPE_API_URL, and it signs its events with the same
 * secret the app was given.
 */
const port = Number(process.env.STAND_IN_PORT ?? 4179);
const standIn = await startCardProviderStandIn({
  port,
  webhookUrl: process.env.WEBHOOK_URL,
  webhookSecret: process.env.WEBHOOK_SECRET,
});
console.log(`card provider stand-in on ${standIn.url}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
