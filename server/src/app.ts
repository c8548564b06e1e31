import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAccessTokens } from './lib/access-tokens';
import { answerSerializer } from './lib/answer-serializer';
import { appLoggerOptions } from './lib/app-logger';
import { registerAuthGuards } from './lib/auth-guards';
import { batchedCountsOf, stopBatchedCounts } from './lib/batched-counts';
import { createCardProvider } from './lib/card-payments';
import type { App, AppContext } from './lib/context';
import { declareErrorAnswers } from './lib/error-answers';
import { body, frameworkErrors, registerErrorHandler } from './lib/error-handler';
import { loggableError } from './lib/loggable-error';
import { createMailer } from './lib/mail';
import { openStorage } from './lib/open-storage';
import { createProcessCaches } from './lib/process-caches';
import { loadSecrets } from './lib/secrets';
import { registerSecurityHeaders } from './lib/security-headers';
import { createSmsSender } from './lib/sms';
import type { FileStorage } from './lib/storage';
import { registerTextInputGuard } from './lib/text-input';
import { proxyTrust } from './lib/trust-proxy';
import { preloadHeader, webPageFor } from './lib/web-pages';
import { startMaintenance } from './maintenance';
import { registerModuleRoutes } from './module-routes';
import { readyHeldCardMail } from './modules/gift-cards';
import { documentAttachments } from './modules/invoices';
import { createLiveHub, type LiveLimits } from './modules/live';
import { createMailWorker } from './modules/mail';
import { createPushSender, createPushWorker, vapidSubject } from './modules/push';
import { createReminderWorker } from './modules/reminders';
import { mailMorningSummaries, mailNewWebOrders } from './modules/shop-mail';
import { createTextWorker } from './modules/texts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read what was logged). */
  logStream?: NodeJS.WritableStream;
  /** How often the mail outbox is polled; null sends only on app.mail.flush(). Tests default to null. */
  mailPollMs?: number | null;
  /** Send only mail to addresses LIKE this (tests that share one database); all mail when absent. */
  mailRecipients?: string;
  /** Live streams: heartbeat and session check interval, and connection limits (tests). */
  live?: { heartbeatMs?: number; limits?: LiveLimits };
  /** Where photos go; by default what the configuration asks for (openStorage). Closed with the app. */
  storage?: FileStorage;
};

/**
 * How often the outbox is polled. Whoever queues a mail kicks this process's worker at once; the
 * poll is for retries (a minute apart at least) and for mail queued by another process. The
 * embedded database has one process, so it polls once a minute: an idle shop's server then stays
 * idle, instead of running PostgreSQL every 5 s (docs/decisions/030).
 */
const MAIL_POLL_MS = { postgres: 5_000, embedded: 60_000 } as const;
/** Reminders are due for a week before their day: a look an hour finds each in time. */
const REMINDER_CHECK_MS = 60 * 60_000;

export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  mailPollMs = config.env === 'test' ? null : MAIL_POLL_MS[database.kind],
  mailRecipients,
  live,
  storage,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: appLoggerOptions({ config, logger, logStream }),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Two minutes for a whole request (a 10 MB photo from a phone on a slow line) and one of silence
    // before a connection is closed: a client trickling a body cannot hold a connection for ever.
    requestTimeout: 120_000,
    connectionTimeout: 60_000,
    // Errors are still logged; a line per request would cost more than the request itself.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer({ check: config.env === 'test' }));
  registerErrorHandler(app);
  registerTextInputGuard(app);

  const { jwtSecret, vapid } = loadSecrets(config.dataDir, {
    jwtSecret: config.jwtSecret,
    vapid: config.vapid,
  });
  const mailer = createMailer(config, app.log);
  app.decorate(
    'mail',
    createMailWorker(app, {
      db: database.db,
      mailer,
      pollMs: mailPollMs,
      scope: { recipientLike: mailRecipients },
      // Invoices and credit notes go to customers as PDFs, drawn when the mail is sent (ADR 047).
      makeAttachment: documentAttachments(database.db),
      // Gift cards e-mailed on a later day get their code then, unless voided (ADR 053).
      readyHeldMail: readyHeldCardMail(database.db),
      origin: config.publicUrl,
      // The shop's own mails: new web orders and the morning summary, on every poll (ADR 064).
      checks: [(now) => mailNewWebOrders(database.db, now), (now) => mailMorningSummaries(database.db, now)],
    }),
  );
  // Pushes go out like mail: queued with the change that causes them, sent outside the request (ADR 063).
  const push = { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: vapidSubject(config) };
  app.decorate(
    'pushes',
    createPushWorker(app, { db: database.db, send: createPushSender(push), pollMs: mailPollMs }),
  );
  // Occasion reminders are looked for hourly, and queued as mail (ADR 065).
  app.decorate(
    'reminders',
    createReminderWorker(app, {
      db: database.db,
      mail: app.mail,
      pollMs: mailPollMs === null ? null : REMINDER_CHECK_MS,
    }),
  );
  // Texts (SMS) through an outbox of their own, sent only when the server has a provider (ADR 066).
  const sms = config.sms ? createSmsSender(config.sms) : undefined;
  app.decorate('texts', createTextWorker(app, { db: database.db, sms, pollMs: mailPollMs }));
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    tokens: createAccessTokens(jwtSecret, config.accessTokenSeconds),
    storage: storage ?? (await openStorage(config)),
    cards: await createCardProvider(config),
    mail: app.mail,
    live: createLiveHub({ database, log: app.log, ...live }),
    caches: createProcessCaches(database),
    push,
    pushes: app.pushes,
    sms,
    texts: app.texts,
    version: readVersion(config.webDir),
  };

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl, webDir: config.webDir });
  declareErrorAnswers(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Petal API',
        version: ctx.version,
        description: 'The API of the Petal florist back office and storefront.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerAuthGuards(app, ctx);
  // A change made here drops this process's copies before its answer leaves (docs/decisions/033).
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') ctx.caches.clearAll();
  });
  await registerModuleRoutes(app, ctx);

  // Listening starts with the app; streams end before the server waits for its connections to close.
  app.addHook('onReady', () => ctx.live.start());
  app.addHook('onReady', () => ctx.caches.start());
  app.addHook('preClose', () => ctx.live.close());
  app.addHook('preClose', () => ctx.caches.close());
  app.addHook('onClose', async () => ctx.storage.close?.());

  await serveWeb(app, config.webDir);
  startMaintenance(app, ctx.db);
  // The public calls' rate-limit counts go to the table in batches (docs/decisions/085).
  batchedCountsOf(ctx.db, {
    onError: (error) =>
      app.log.warn({ err: loggableError(error) }, 'rate-limit counts not saved; kept for the next batch'),
  });
  app.addHook('onClose', () => stopBatchedCounts(ctx.db));
  return app;
}

/**
 * The web pages: hashed assets cached for a year; store.html (the storefront) for /{url}/store and
 * order.html (the customer's order pages) for /order/{uuid}, each a bundle of its own; index.html
 * (the SPA) for every other GET outside /api (lib/web-pages.ts).
 */
async function serveWeb(app: App, webDir: string | undefined) {
  const indexHtml = webDir && fs.existsSync(path.join(webDir, 'index.html'));
  const available = {
    store: Boolean(webDir && indexHtml && fs.existsSync(path.join(webDir, 'store.html'))),
    order: Boolean(webDir && indexHtml && fs.existsSync(path.join(webDir, 'order.html'))),
  };
  if (webDir && indexHtml) {
    const common = {
      index: false,
      // The build writes .br and .gz copies (vite.config.ts); browsers get the smallest they accept.
      preCompressed: true,
      setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    } as const;
    // The few files at the top (the pages, version.json, icons): a GET and a HEAD route each.
    await app.register(fastifyStatic, {
      ...common,
      root: webDir,
      wildcard: false,
      globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
    });
    // The hashed bundles, hundreds of them: one route for the folder rather than two per file (and
    // per compressed copy) found at start, which cost ~850 routes, a walk of the folder and
    // ~0.1 s of every start (docs/decisions/030). A name not there falls through to the pages below.
    const assets = path.join(webDir, 'assets');
    if (fs.existsSync(assets)) {
      await app.register(fastifyStatic, {
        ...common,
        root: assets,
        prefix: '/assets/',
        wildcard: true,
        decorateReply: false,
      });
    }
  }
  app.setNotFoundHandler((request, reply) => {
    // HEAD as GET: uptime monitors check pages with it (Node sends the headers without the body).
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api';
    if (isPage && indexHtml) {
      const page = webPageFor(request.url.split('?')[0] ?? '', available);
      if (page.preload.length > 0) reply.header('link', preloadHeader(page.preload));
      return reply.header('cache-control', 'no-cache').sendFile(page.file);
    }
    return reply.status(404).send(body('NOT_FOUND', 'The requested resource was not found'));
  });
}

function readVersion(webDir: string | undefined): string {
  if (!webDir) return 'dev';
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(webDir, 'version.json'), 'utf8')) as {
      version?: string;
    };
    return parsed.version ?? 'dev';
  } catch {
    return 'dev';
  }
}
