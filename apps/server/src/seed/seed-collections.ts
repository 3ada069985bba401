import {
  newsItems,
  parseNewsDate,
  readNewsDate,
  events as seedEvents,
  partners as seedPartners,
  vacancies as seedVacancies,
} from '@coaz/content-data';
import { eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { auditLog, contentState, events, news, partners, vacancies } from '../db/schema';

/** `YYYY-MM-DD` of a date as content-data publishes it, or undefined. */
function day(published: string): string | undefined {
  return parseNewsDate(published)?.toISOString().slice(0, 10);
}

/** "October 14 - 16, 2025" as its first and last day; other dates as one day. */
export function eventDays(published: string): { date: string; endDate: string | null } | undefined {
  const range = /^([A-Za-z]+)\s+(\d{1,2})\s*[-–]\s*(\d{1,2}),?\s+(\d{4})$/.exec(published.trim());
  if (range) {
    const [, month, first, last, year] = range;
    const date = day(`${month} ${first}, ${year}`);
    const endDate = day(`${month} ${last}, ${year}`);
    return date && endDate ? { date, endDate } : undefined;
  }
  const date = day(published);
  return date ? { date, endDate: null } : undefined;
}

/** "7:00 am" as "07:00"; undefined for anything else. */
export function clockTime(published: string): string | null {
  const match = /^(\d{1,2}):(\d{2})\s*([ap])\.?m\.?$/i.exec(published.trim());
  if (!match) return null;
  const hours = (Number(match[1]) % 12) + (match[3]?.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * Writes content-data's news, events, vacancies and partners into the editable collections once,
 * on the first start (`content_state.seeded_at`); after that the association's editors own them,
 * and a deleted entry stays deleted. People are not seeded: names come from the association.
 * Vacancies are skipped when 0002's rows were carried over. Content-data's pictures are drawings
 * shipped with the web app, not uploads, so seeded entries have no picture and the pages show
 * their illustration instead.
 */
export async function seedCollections(db: AppDatabase, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [state] = await tx
      .select({ seededAt: contentState.seededAt })
      .from(contentState)
      .where(eq(contentState.id, 1))
      .for('update');
    if (!state || state.seededAt !== null) return;

    // A date is kept only as far as it was published: "Oct 2024" is October, listed as its 1st
    // but never shown as that day. A post published with no date shows none; it keeps its place
    // among the posts it was entered between, by the day of the one before (for the order only).
    let previous = today;
    const newsRows = newsItems.map((item) => {
      const published = readNewsDate(item.date);
      previous = published?.day ?? previous;
      return {
        title: item.heading,
        body: item.content || item.heading,
        date: previous,
        datePrecision: published?.precision ?? ('undated' as const),
        tag: item.tag ?? null,
        picture: null,
      };
    });
    const eventRows = seedEvents.flatMap((event) => {
      const days = eventDays(event.date);
      if (!days) return [];
      return [
        {
          title: event.title,
          ...days,
          startTime: clockTime(event.start),
          endTime: clockTime(event.end),
          venue: event.venue,
          description: null,
          picture: null,
        },
      ];
    });
    const partnerRows = seedPartners.map((partner, index) => ({
      name: partner.name,
      description: partner.description,
      logo: null,
      url: null,
      order: index,
    }));
    const [existingVacancies] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(vacancies);
    const vacancyRows =
      (existingVacancies?.count ?? 0) > 0
        ? []
        : seedVacancies.map((vacancy) => ({
            position: vacancy.position,
            company: vacancy.company,
            logo: null,
            country: vacancy.country,
            province: vacancy.province || null,
            district: vacancy.district || null,
            numberOfVacancies: vacancy.numberOfVacancies,
            postedOn: day(vacancy.postedOn) ?? today,
            closingOn: day(vacancy.closingOn) ?? today,
            comments: [...vacancy.comments],
          }));

    if (newsRows.length > 0) await tx.insert(news).values(newsRows);
    if (eventRows.length > 0) await tx.insert(events).values(eventRows);
    if (vacancyRows.length > 0) await tx.insert(vacancies).values(vacancyRows);
    if (partnerRows.length > 0) await tx.insert(partners).values(partnerRows);
    const counts = [
      ['news', newsRows.length, 'news items'],
      ['events', eventRows.length, 'events'],
      ['vacancies', vacancyRows.length, 'vacancies'],
      ['partners', partnerRows.length, 'partners'],
    ] as const;
    for (const [collection, count, words] of counts) {
      if (count === 0) continue;
      await tx.insert(auditLog).values({
        actor: null,
        action: 'create',
        collection,
        entryId: null,
        summary: `Added ${count} ${words} from the first seed (@coaz/content-data)`,
      });
    }
    await tx
      .update(contentState)
      .set({ seededAt: new Date(), version: sql`${contentState.version} + 1` })
      .where(isNull(contentState.seededAt));
  });
}
