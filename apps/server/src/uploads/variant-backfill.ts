import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { uploads } from '../db/schema';
import { renderMissingVariants, variantWidths } from './image-variants';

/** Uploads read from the database at a time while looking for missing widths. */
const PAGE_SIZE = 100;

/** What one run of the variant backfill did. */
export interface VariantBackfillReport {
  /** Uploads given the widths they lacked. */
  completed: number;
  /** Uploads another instance was working on, left to it. */
  leftToOthers: number;
  /** Uploads whose widest variant is missing or undecodable, or whose new widths the storage refused. */
  failed: number;
}

/** How the backfill shares the processor. */
export interface VariantBackfillOptions {
  /**
   * Waits after each picture, given how long it took to render. The default waits as long again,
   * so the backfill uses at most half of one core (sharp decodes on one thread) and requests
   * keep the rest of a 2-core machine.
   */
  rest?: (renderMs: number, signal?: AbortSignal) => Promise<void>;
  /** Aborted when the server closes: the run ends before the next picture, and its rest ends at once. */
  signal?: AbortSignal;
  /** Told once, before the first picture this run renders (so a run with nothing to do says nothing). */
  onFirstPicture?: () => void;
}

/** How long an instance holds an upload while it renders it; a stopped instance's claim lapses after it. */
export const VARIANT_LEASE_MINUTES = 5;

/**
 * Waits `ms`, or less when `signal` aborts: a rest the server's shutdown would otherwise wait out
 * (as long as the last picture took to render) before the database can close.
 */
export async function restFor(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    // Unreferenced: the server keeps the process running; the backfill alone must not.
    await sleep(ms, undefined, { signal, ref: false });
  } catch (error) {
    if ((error as Error).name !== 'AbortError') throw error;
  }
}

/**
 * Makes the standard widths ({@link variantWidths}) that uploads stored before a width was added
 * lack, from each upload's widest stored variant (the original is not kept), one picture at a
 * time. Resumable: each upload's `variant_widths` is updated once its new files are saved, so a
 * run cut short leaves nothing half done and the next run starts from what remains. Safe on
 * several instances at once: an upload is claimed with a five-minute lease
 * (`variants_claimed_until`) before it is rendered, and one claimed by another instance is left
 * to it; a lease left by an instance that stopped expires, and the next start takes it up.
 */
export async function backfillVariants(
  { db, storage, log }: Pick<AppServices, 'db' | 'storage' | 'log'>,
  options: VariantBackfillOptions = {},
): Promise<VariantBackfillReport> {
  const rest = options.rest ?? restFor;
  let announced = false;
  const report: VariantBackfillReport = { completed: 0, leftToOthers: 0, failed: 0 };
  await recordWidthsOfOlderWrites(db);
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await db
      .select({ id: uploads.id, variantWidths: uploads.variantWidths })
      .from(uploads)
      .where(and(isNotNull(uploads.variantWidths), gt(uploads.id, after)))
      .orderBy(asc(uploads.id))
      .limit(PAGE_SIZE);
    for (const row of page) {
      if (options.signal?.aborted) return report;
      after = row.id;
      if (missingWidths(row.variantWidths).length === 0) continue;
      const [claimed] = await db
        .update(uploads)
        .set({
          variantsClaimedUntil: sql`now() + make_interval(mins => ${VARIANT_LEASE_MINUTES})`,
        })
        .where(
          and(
            eq(uploads.id, row.id),
            or(isNull(uploads.variantsClaimedUntil), lt(uploads.variantsClaimedUntil, sql`now()`)),
          ),
        )
        .returning({ variantWidths: uploads.variantWidths });
      if (!claimed) {
        report.leftToOthers += 1;
        continue;
      }
      if (!announced) {
        announced = true;
        options.onFirstPicture?.();
      }
      const started = performance.now();
      let made: number[] | undefined;
      let failure = 'has no readable widest variant';
      try {
        made = await completeUpload(row.id, claimed.variantWidths);
      } catch (error) {
        // One upload the storage refuses (a full disk, say) must not stop the others.
        failure = `could not be stored: ${(error as Error).name}`;
      }
      const stored = [...(claimed.variantWidths ?? []), ...(made ?? [])].sort((a, b) => a - b);
      await db
        .update(uploads)
        .set({ variantWidths: stored, variantsClaimedUntil: null })
        .where(eq(uploads.id, row.id));
      if (made === undefined) {
        report.failed += 1;
        log(
          `variant backfill: upload ${row.id} ${failure}; its pages keep the widths it has, and the next start tries it again`,
        );
      } else if (made.length > 0) {
        report.completed += 1;
        await rest(performance.now() - started, options.signal);
      }
    }
    if (page.length < PAGE_SIZE) return report;
  }

  /** Renders and saves the widths `id` lacks; the widths made, or undefined when it cannot. */
  async function completeUpload(
    id: string,
    storedWidths: number[] | null,
  ): Promise<number[] | undefined> {
    // Read again under the claim: another instance may have finished it since the page was read.
    const missing = missingWidths(storedWidths);
    if (!storedWidths || missing.length === 0) return [];
    const widest = await storage.read(`${id}-${Math.max(...storedWidths)}.webp`);
    const variants = widest ? await renderMissingVariants(widest, missing) : undefined;
    if (!variants) return undefined;
    for (const variant of variants)
      await storage.save(`${id}-${variant.width}.webp`, variant.bytes);
    return variants.map((variant) => variant.width);
  }
}

/**
 * Records the widths of uploads a previous version wrote after migration 0012 had run, by 0012's
 * own rule (every width of 320, 640 and 1280 the picture reached, and its own under 1280): while
 * several instances are upgraded one at a time, one still on the previous version stores uploads
 * without `variant_widths`, and until it is recorded every width of such an upload but its widest
 * answers 404 and is never completed.
 */
async function recordWidthsOfOlderWrites(db: AppServices['db']): Promise<void> {
  await db.execute(sql`
    UPDATE uploads
    SET variant_widths = ARRAY(
      SELECT DISTINCT width
      FROM unnest(ARRAY[320, 640, 1280, substring(file_name FROM '^[0-9a-f-]{36}-([0-9]{1,4})\.webp$')::integer]) AS width
      WHERE width <= substring(file_name FROM '^[0-9a-f-]{36}-([0-9]{1,4})\.webp$')::integer
      ORDER BY width
    )
    WHERE variant_widths IS NULL AND file_name ~ '^[0-9a-f-]{36}-[0-9]{1,4}\.webp$'`);
}

/** The standard widths an upload stored at `stored` reaches but lacks. */
function missingWidths(stored: number[] | null): number[] {
  if (!stored || stored.length === 0) return [];
  return variantWidths(Math.max(...stored)).filter((width) => !stored.includes(width));
}

/** When the backfill runs: after start, and again while uploads are held by a claim. */
export interface VariantBackfillTiming {
  /** After start, so the first requests are answered first. @default 5 s */
  firstMs: number;
  /** Before looking again at uploads another instance held: a claim left by a stopped one has lapsed by then. */
  retryMs: number;
  /** How the backfill waits; the default ends the wait when `signal` aborts. */
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
}

const defaultTiming: VariantBackfillTiming = {
  firstMs: 5_000,
  retryMs: (VARIANT_LEASE_MINUTES * 60 + 30) * 1_000,
  wait: restFor,
};

const uploadsCount = (count: number) => `${count} upload${count === 1 ? '' : 's'}`;

/**
 * Runs {@link backfillVariants} a few seconds after start, and again after the lease while any
 * upload was held by another instance's claim: a claim an instance left when it was killed
 * mid-picture would otherwise keep that upload without its widths until some later restart.
 * `stop()` ends the run before its next picture (a rest ends at once) and settles when it has
 * ended, before the database closes; `finished` settles when no upload is left to do.
 */
export function startVariantBackfill(
  services: Pick<AppServices, 'db' | 'storage' | 'log'>,
  timing: Partial<VariantBackfillTiming> = {},
): { stop(): Promise<void>; finished: Promise<void> } {
  const { firstMs, retryMs, wait } = { ...defaultTiming, ...timing };
  const stopping = new AbortController();
  const { log } = services;
  const finished = (async () => {
    await wait(firstMs, stopping.signal);
    while (!stopping.signal.aborted) {
      const report = await backfillVariants(services, {
        signal: stopping.signal,
        onFirstPicture: () =>
          log(
            'variant backfill: making the standard widths older uploads lack, one picture at a time; until each is done its pages show its next wider width',
          ),
      });
      if (report.completed + report.failed > 0) {
        log(
          `variant backfill: ${stopping.signal.aborted ? 'stopped for the shutdown, the next start goes on' : 'finished'}: ${uploadsCount(report.completed)} completed, ${report.failed} failed`,
        );
      }
      if (report.leftToOthers === 0 || stopping.signal.aborted) return;
      log(
        `variant backfill: ${uploadsCount(report.leftToOthers)} held by another instance (or by one that stopped mid-picture); looking at them again in ${Math.round(retryMs / 60_000)} minutes`,
      );
      await wait(retryMs, stopping.signal);
    }
  })().catch((error: Error) =>
    log(`variant backfill failed: ${error.name}; the next start goes on where it stopped`),
  );
  return {
    finished,
    async stop() {
      stopping.abort();
      await finished;
    },
  };
}
