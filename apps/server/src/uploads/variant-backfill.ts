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
  rest?: (renderMs: number) => Promise<void>;
  /** Asked before each picture; true ends the run early (the server is closing). */
  stopping?: () => boolean;
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
  const rest = options.rest ?? ((renderMs: number) => sleep(renderMs));
  const report: VariantBackfillReport = { completed: 0, leftToOthers: 0, failed: 0 };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await db
      .select({ id: uploads.id, variantWidths: uploads.variantWidths })
      .from(uploads)
      .where(and(isNotNull(uploads.variantWidths), gt(uploads.id, after)))
      .orderBy(asc(uploads.id))
      .limit(PAGE_SIZE);
    for (const row of page) {
      if (options.stopping?.()) return report;
      after = row.id;
      if (missingWidths(row.variantWidths).length === 0) continue;
      const [claimed] = await db
        .update(uploads)
        .set({ variantsClaimedUntil: sql`now() + interval '5 minutes'` })
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
        log(`variant backfill: upload ${row.id} ${failure}`);
      } else if (made.length > 0) {
        report.completed += 1;
        await rest(performance.now() - started);
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

/** The standard widths an upload stored at `stored` reaches but lacks. */
function missingWidths(stored: number[] | null): number[] {
  if (!stored || stored.length === 0) return [];
  return variantWidths(Math.max(...stored)).filter((width) => !stored.includes(width));
}

/**
 * Runs {@link backfillVariants} once, a few seconds after start (so the first requests are
 * answered first). `stop()` lets the picture in hand finish and settles when the run has ended,
 * before the database closes.
 */
export function startVariantBackfill(services: AppServices): { stop(): Promise<void> } {
  let stopping = false;
  let run: Promise<void> = Promise.resolve();
  const first = setTimeout(() => {
    run = backfillVariants(services, { stopping: () => stopping })
      .then((report) => {
        if (report.completed + report.failed > 0) {
          services.log(
            `variant backfill: ${report.completed} uploads completed, ${report.failed} failed`,
          );
        }
      })
      .catch((error: Error) => services.log(`variant backfill failed: ${error.name}`));
  }, 5_000);
  first.unref();
  return {
    async stop() {
      stopping = true;
      clearTimeout(first);
      await run;
    },
  };
}
