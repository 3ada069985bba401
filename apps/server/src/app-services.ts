import type { PasswordHasher } from './auth/password-hasher';
import type { TokenService } from './auth/token-service';
import type { BackgroundWork } from './background/background-work';
import type { Clock } from './clock/clock';
import type { SiteContent } from './collections/site-content';
import type { ServerConfig } from './config';
import type { AppDatabase, Database } from './db/database';
import type { LogSink } from './http/request-log';
import type { MessageProvider } from './messages/message-provider';
import type { MobileMoneyProvider } from './payments/mobile-money-provider';
import type { RateLimiter } from './rate-limit/rate-limiter';
import type { UploadStorage } from './uploads/upload-storage';

/** Everything route handlers need, built once at start. */
export interface AppServices {
  /** The configuration the server started with. */
  config: ServerConfig;
  /** The query builder. */
  db: AppDatabase;
  /** The open database itself, for work on one connection of its own (the studio's backup). */
  database: Database;
  /** Access and refresh tokens. */
  tokens: TokenService;
  /** Password hashing. */
  hasher: PasswordHasher;
  /** Database-backed rate limits. */
  limiter: RateLimiter;
  /** Mobile-money collections. */
  payments: MobileMoneyProvider;
  /** Where uploaded images live. */
  storage: UploadStorage;
  /** Where log lines go. */
  log: LogSink;
  /** The time the site runs by (movable in demo mode through `POST /api/dev/clock`). */
  clock: Clock;
  /** The key public pages and lists are cached under. */
  siteContent: SiteContent;
  /** SMS to members: codes, decisions, reminders. */
  messages: MessageProvider;
  /** Work started by a request and finished after its answer (shutdown waits for it). */
  background: BackgroundWork;
}
