import { and, eq, inArray } from 'drizzle-orm';
import { bumpContentVersion } from '../collections/site-content';
import { NOTICES_AUDIT_COLLECTION } from '../contents/content-routes';
import type { AppDatabase } from '../db/database';
import { auditLog, contents } from '../db/schema';
import type { LogSink } from '../http/request-log';
import { DEMO_CONTENTS, RETIRED_DEMO_CONTENTS } from './seed-demo';

// What any demo, this one or an earlier, opened with.
const EVERY_DEMO_NOTICE = [...DEMO_CONTENTS, ...RETIRED_DEMO_CONTENTS];

/** The audit log's actor for what a production start removes. */
export const PRODUCTION_START_ACTOR = 'production start';

/**
 * Production's guard against the notices a demo opened with: each one still exactly as the demo
 * wrote it (its title and text, never edited) is deleted, with its audit-log line and a content
 * version bump so every instance's cached pages drop it, and logged. Otherwise a site tried with
 * `npm start` and switched to production went on telling the public of an annual general
 * meeting the demo made up. Notices earlier demos opened with are retired too. A notice an editor
 * has changed since is the association's and stays.
 * Answers the titles deleted.
 */
export async function retireDemoNotices(db: AppDatabase, log: LogSink): Promise<string[]> {
  const seeded = await db
    .select({ id: contents.id, title: contents.title, body: contents.body })
    .from(contents)
    .where(
      and(
        inArray(
          contents.title,
          EVERY_DEMO_NOTICE.map((entry) => entry.title),
        ),
        eq(contents.version, 1),
      ),
    );
  const untouched = seeded.filter((notice) =>
    EVERY_DEMO_NOTICE.some((entry) => entry.title === notice.title && entry.body === notice.body),
  );
  if (untouched.length === 0) return [];
  await db.transaction(async (tx) => {
    const now = new Date();
    for (const notice of untouched) {
      await tx.delete(contents).where(and(eq(contents.id, notice.id), eq(contents.version, 1)));
      await tx.insert(auditLog).values({
        actor: PRODUCTION_START_ACTOR,
        action: 'delete',
        collection: NOTICES_AUDIT_COLLECTION,
        entryId: notice.id,
        summary: `Deleted notice “${notice.title}”, still as the demo wrote it`,
      });
    }
    await bumpContentVersion(tx, now);
  });
  for (const notice of untouched) {
    log(
      `demo notice “${notice.title}” was still as the demo wrote it: deleted; see "Demo accounts" in apps/server/README.md`,
    );
  }
  return untouched.map((notice) => notice.title);
}
