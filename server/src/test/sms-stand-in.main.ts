import { startSmsStandIn } from './sms-stand-in';

/*
 * The SMS provider's stand-in as a process of its own, for development and the browser tests
 * (README, Texts): the app talks to it as its SMS_API_URL with the same account and token, and
 * POST /reply?from=…&body=STOP answers a text through the app's webhook (WEBHOOK_URL).
 */
const standIn = await startSmsStandIn({
  port: Number(process.env.STAND_IN_PORT ?? 4180),
  accountSid: process.env.SMS_ACCOUNT_SID,
  authToken: process.env.SMS_AUTH_TOKEN,
  webhookUrl: process.env.WEBHOOK_URL,
});
console.log(`SMS stand-in on ${standIn.url} (GET /messages lists the texts it took)`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
