import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { getRequestListener } from '@hono/node-server';
import { type AppExtensions, createApp } from './app';
import type { AppServices } from './app-services';
import { startApplicationDocumentRetention } from './applications/application-document-retention';
import { resolveJwtSecret } from './auth/jwt-secret';
import { createPasswordHasher } from './auth/password-hasher';
import { createTokenService } from './auth/token-service';
import { createBackgroundWork } from './background/background-work';
import { removeBackupDownloadLeftovers } from './backup/backup-download-folder';
import { chatRoutes } from './chat/chat-routes';
import { type LoadedConstitution, startConstitutionIndex } from './chat/constitution-index';
import { createAdjustableClock } from './clock/clock';
import { lusakaDate } from './clock/lusaka-date';
import { startDeletedEntryPurge } from './collections/deleted-entry-purge';
import { createSiteContent } from './collections/site-content';
import { MIGRATIONS_DIR, type ServerConfig } from './config';
import { configurationWarnings } from './configuration-warnings';
import { openDatabase } from './db/database';
import { explainUnreachableDatabase } from './db/database-unreachable';
import { applyMigrations, withMigrationLock } from './db/migrate';
import { providerSummary } from './health/provider-summary';
import { answersAtOnceFor } from './http/answers-at-once';
import { answerClientError } from './http/client-error-answer';
import { cutIdleAnswer } from './http/cut-idle-answer';
import { forwardingWarnings } from './http/forwarding-warnings';
import { requestBodyGuard } from './http/guard-request-body';
import { lacksRequiredHost, refuseBeforeRouting } from './http/refuse-before-routing';
import { answerRequestError } from './http/request-error-answer';
import type { LogSink } from './http/request-log';
import { startDuesJob } from './membership/dues-job';
import { createMessageProvider } from './messages/create-message-provider';
import { createMobileMoneyProvider } from './payments/create-mobile-money-provider';
import { createMemberPaymentSettlement } from './payments/member-payment-settlement';
import { createRateLimiter, type RateLimitClock } from './rate-limit/rate-limiter';
import { checkDemoDatabase, databaseWhere } from './seed/demo-database-check';
import { lockDemoAccounts } from './seed/lock-demo-accounts';
import { retireDemoNotices } from './seed/retire-demo-notices';
import { seedCollections } from './seed/seed-collections';
import { seedDemo } from './seed/seed-demo';
import { seedReferenceData } from './seed/seed-reference-data';
import { createDatabaseUploadStorage } from './uploads/database-upload-storage';
import { createLocalUploadStorage } from './uploads/upload-storage';
import { startVariantBackfill } from './uploads/variant-backfill';

/** How often unsettled payments are checked with the provider. */
const PAYMENT_RECONCILE_INTERVAL_MS = 60_000;

function closeIdle(server: Server): void {
  server.closeIdleConnections();
}

/** A listening server and the means to stop it. */
export interface RunningServer {
  /** The base URL it answers on, such as `http://127.0.0.1:8080`. */
  url: string;
  /** Stops accepting connections, lets in-flight requests finish, closes the database, then resolves. */
  close(): Promise<void>;
  /** Ends every connection at once, requests in flight included, so a pending `close()` goes on. */
  cutConnections(): void;
  /** Settles once the chat index is built (or failed to build). */
  chatIndexBuilt: Promise<void>;
}

/** Ways to start a server other than from configuration alone (tests, several instances in one process). */
export interface StartOptions {
  /** An open PGlite to use instead of opening one from the data folder; not closed by `close()`. */
  pglite?: PGlite;
  /** Where log lines go. @default console.log */
  log?: LogSink;
  /**
   * Overrides parts of the services, such as the payment provider, or the clock (scheduled
   * publishing and "today" in tests; an `AdjustableClock` also answers `POST /api/dev/clock`).
   */
  services?: Partial<Pick<AppServices, 'payments' | 'storage' | 'clock' | 'messages'>>;
  /** Loads the constitution to index instead of reading `CONSTITUTION_PDF` or the extracts. */
  loadConstitution?: () => Promise<LoadedConstitution>;
  /**
   * The rate limiter's time, which places hits in windows; tests hold it still so a burst
   * cannot straddle a window boundary. @default Date.now
   */
  rateLimitClock?: RateLimitClock;
  /**
   * false: the dues job, document retention and the deleted-entry purge do not run on their own
   * schedule. In-process tests call them when they mean to: the dues job's first run, 5 s after
   * start, once lapsed an account a slow test had just set up as past its grace period.
   * @default true
   */
  scheduledWork?: boolean;
}

/** The application ready to serve, before any port is opened. */
export interface PreparedApp {
  /** The Hono application; `app.request()` drives it in-process. */
  app: ReturnType<typeof createApp>;
  /** The services its routes use. */
  services: AppServices;
  /** Settles once the chat index is built (or failed to build). */
  chatIndexBuilt: Promise<void>;
  /** Closes the database (an open PGlite handed in stays open). */
  close(): Promise<void>;
}

/**
 * Opens and migrates the database (seeding reference data, and demo data in demo mode), then
 * builds the application; `startServer` serves it, tests may drive it in-process.
 * @throws ConfigurationProblems in production on a database that once ran in demo mode, unless
 * `ACCEPT_DEMO_DATABASE=true` (`seed/demo-database-check.ts`)
 */
export async function prepareApp(
  config: ServerConfig,
  options: StartOptions = {},
): Promise<PreparedApp> {
  const log = options.log ?? ((line: string) => console.log(line));
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pglite: options.pglite,
  });
  const hasher = createPasswordHasher(config.passwordHashCost);
  try {
    await withMigrationLock(database, async (query) => {
      const applied = await applyMigrations(query, MIGRATIONS_DIR);
      if (applied.length > 0) log(`applied migrations: ${applied.join(', ')}`);
      // Production refuses a database that once ran in demo mode before changing anything in it,
      // unless the operator reviewed what the demo's public password let anyone do there and set
      // ACCEPT_DEMO_DATABASE=true; then the log names the accounts to review.
      if (config.mode === 'production') {
        await checkDemoDatabase(database.db, config.acceptDemoDatabase, log, databaseWhere(config));
      }
      await seedReferenceData(database.db);
      await seedCollections(database.db, lusakaDate(new Date()));
      if (config.mode === 'demo') await seedDemo(database.db, hasher);
      // Accepted, a database that once ran in demo mode keeps no demo account anyone can open:
      // every one is locked, whatever its password.
      if (config.mode === 'production') {
        await lockDemoAccounts(database.db, hasher, log);
        // Nor tell the public of the meeting the demo's notices made up.
        await retireDemoNotices(database.db, log);
      }
    });
  } catch (error) {
    await database.close();
    // The first connection is made here: an unreachable PostgreSQL is named in words.
    throw explainUnreachableDatabase(error, config.databaseUrl);
  }
  // Before any download of this instance can start: what is left was left by a stopped one.
  await removeBackupDownloadLeftovers(database, config.dataDir, log);
  const secret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const clock = options.services?.clock ?? createAdjustableClock();
  const folderStorage = createLocalUploadStorage(config.uploadDir);
  const services: AppServices = {
    config,
    db: database.db,
    database,
    hasher,
    tokens: createTokenService(database.db, secret, {
      accessSeconds: config.accessTokenTtlSeconds,
      refreshSeconds: config.refreshTokenTtlSeconds,
    }),
    limiter: createRateLimiter(database.db, options.rateLimitClock),
    payments: options.services?.payments ?? createMobileMoneyProvider(config),
    storage:
      options.services?.storage ??
      (config.uploadStore === 'folder'
        ? folderStorage
        : createDatabaseUploadStorage(database.db, folderStorage)),
    log,
    clock,
    siteContent: createSiteContent(database.db, clock, config.contentPollMs),
    messages: options.services?.messages ?? createMessageProvider(database.db, config.membership),
    background: createBackgroundWork(log),
  };
  const index = startConstitutionIndex(config, log, options.loadConstitution);
  const extensions: AppExtensions = {
    isChatReady: index.isReady,
    mountChat: (api) => api.route('/', chatRoutes(services, index)),
  };
  const app = createApp(services, extensions);
  const scheduled = options.scheduledWork ?? true;
  const duesJob = scheduled ? startDuesJob(services) : undefined;
  const variantBackfill = startVariantBackfill(services);
  const documentRetention = scheduled ? startApplicationDocumentRetention(services) : undefined;
  const deletedEntryPurge = scheduled ? startDeletedEntryPurge(services) : undefined;
  return {
    app,
    services,
    chatIndexBuilt: index.built,
    close: async () => {
      duesJob?.stop();
      documentRetention?.stop();
      deletedEntryPurge?.stop();
      await variantBackfill.stop();
      // Work that answered requests began (a reset code on its way) finishes before the database closes.
      await services.background.settled();
      await database.close();
    },
  };
}

/** Prepares the application and starts serving it on the configured port. */
export async function startServer(
  config: ServerConfig,
  options: StartOptions = {},
): Promise<RunningServer> {
  const { app, services, chatIndexBuilt, close: closeDatabase } = await prepareApp(config, options);
  // The adapter's request listener on a server of our own: `serve()` does not pass an error
  // handler on, and a request it cannot make a fetch Request of would get a bare 400.
  const listener = getRequestListener(app.fetch, {
    hostname: config.host,
    errorHandler: answerRequestError(services.log),
  });
  const guardBody = requestBodyGuard(config);
  // Said as the requests show it, once: a proxy's visitors counted as the proxy share its limits.
  const noteForwarding = forwardingWarnings(
    {
      trustProxy: config.trustProxy,
      trustedProxies: config.trustedProxies,
      chatAnswersAtOnce: answersAtOnceFor(config.chatLimitPerAddress),
      loginsAtOnce: answersAtOnceFor(config.loginLimitPerAddress),
      pageRendersPerMinute: config.pageRenderLimitPerAddress,
    },
    services.log,
  );
  const server = createServer(
    {
      // A client that trickles its headers or body in cannot hold a connection for ever; one whose
      // body stops arriving, or arrives too slowly, is cut sooner (requestBodyGuard).
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs),
      // Checked below, so the refusal is JSON rather than Node's bare 400.
      requireHostHeader: false,
    },
    (incoming, outgoing) => {
      noteForwarding(incoming);
      cutIdleAnswer(outgoing);
      if (!guardBody(incoming, outgoing)) return;
      if (!lacksRequiredHost(incoming)) return listener(incoming, outgoing);
      refuseBeforeRouting(outgoing, 400, 'bad_request', 'An HTTP/1.1 request must name its Host');
    },
  );
  // Nor can one that stops reading an answer: a connection with nothing written or read for this
  // long is closed (between requests Node closes it sooner, at its keep-alive limit). An answer not
  // yet begun is let be here: the server's own silence while it prepares one is bounded by the
  // route's deadline instead (`answerDeadline`, HTTP_ANSWER_START_TIMEOUT_MS).
  server.setTimeout(config.answerIdleTimeoutMs);
  // Requests the parser refuses (oversized headers or address, a malformed request line, a
  // header timeout) get a JSON refusal like any other, not Node's bare status line.
  server.on('clientError', answerClientError);
  // So does an `Expect` other than 100-continue, which Node would answer with a bare 417.
  server.on('checkExpectation', (_incoming, outgoing) =>
    refuseBeforeRouting(
      outgoing,
      417,
      'expectation_failed',
      'Only the expectation 100-continue is understood; send the request without Expect',
    ),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    // A port already taken: the database opened for nothing is closed, the caller told.
    await closeDatabase();
    throw error;
  }
  services.log(providerSummary(config));
  for (const warning of configurationWarnings(config)) services.log(`warning: ${warning}`);
  // Results that arrive after the member stopped polling (or whose callback was lost) are
  // settled here; every instance may do it, settling is a conditional update.
  const settlement = createMemberPaymentSettlement(services);
  const reconciler = setInterval(() => {
    settlement.reconcile().catch((error: Error) => services.log(`reconcile failed: ${error.name}`));
  }, PAYMENT_RECONCILE_INTERVAL_MS);
  reconciler.unref();
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${shownHost}:${port}`,
    chatIndexBuilt,
    cutConnections: () => server.closeAllConnections(),
    close: async () => {
      clearInterval(reconciler);
      await new Promise<void>((resolve, reject) => {
        // Connections that finish their request after close() began turn idle later; sweep them
        // so keep-alive clients cannot hold the shutdown open.
        const idleSweep = setInterval(() => closeIdle(server), 50);
        server.close((error) => {
          clearInterval(idleSweep);
          if (error) reject(error);
          else resolve();
        });
        closeIdle(server);
      });
      await closeDatabase();
    },
  };
}
