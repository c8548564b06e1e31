import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { LiveHub } from '../modules/live';
import type { MailWorker } from '../modules/mail';
import type { PushWorker } from '../modules/push';
import type { TextWorker } from '../modules/texts';
import type { AccessTokens } from './access-tokens';
import type { CardProvider } from './card-payments';
import type { ProcessCaches } from './process-caches';
import type { VapidKeys } from './secrets';
import type { SmsSender } from './sms';
import type { FileStorage } from './storage';

/** What every module needs, built once in app.ts. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  tokens: AccessTokens;
  /** Uploaded photos (a folder under DATA_DIR). */
  storage: FileStorage;
  /** Card payments (Stripe Connect); absent when the server has no keys. */
  cards: CardProvider | undefined;
  /** The mail outbox's sender: kick() after queueing mail so that it goes out soon. */
  mail: MailWorker;
  /** The open live streams of this process (GET /api/live) and the channel that feeds them. */
  live: LiveHub;
  /** Copies of hot rows kept in this process, dropped on change (docs/decisions/033). */
  caches: ProcessCaches;
  /** The key pair that signs push notifications, and whom push services may contact (VAPID). */
  push: VapidKeys & { subject: string };
  /** The push outbox's sender: kick() after queueing a push so that it goes out soon. */
  pushes: PushWorker;
  /** The SMS provider; absent when the server has no SMS_* settings (docs/decisions/066). */
  sms: SmsSender | undefined;
  /** The text outbox's sender: kick() after queueing a text so that it goes out soon. */
  texts: TextWorker;
  /** The build being served; the SPA compares it with its own. */
  version: string;
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A module's routes: registered with the shared context, in their own encapsulated scope. */
export type RoutesPlugin = (app: App, ctx: AppContext) => void;
