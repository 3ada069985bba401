import { vacancies as publishedVacancies } from '@coaz/content-data';
import type { AppDatabase } from '../db/database';
import { vacancies } from '../db/schema';

/**
 * Writes content-data's vacancies into the `vacancies` table; a vacancy already there (perhaps
 * edited since) is left alone.
 */
export async function seedVacancies(db: AppDatabase): Promise<void> {
  if (publishedVacancies.length === 0) return;
  await db
    .insert(vacancies)
    .values(
      publishedVacancies.map((vacancy, index) => ({
        id: vacancy.id,
        company: vacancy.company,
        position: vacancy.position,
        country: vacancy.country,
        province: vacancy.province,
        district: vacancy.district,
        numberOfVacancies: vacancy.numberOfVacancies,
        postedOn: vacancy.postedOn,
        closingOn: vacancy.closingOn,
        comments: [...vacancy.comments],
        logo: { ...vacancy.logo },
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
}
