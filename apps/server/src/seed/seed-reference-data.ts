import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { districts, membershipFeeCriteria, provinces } from '../db/schema';
import { ZAMBIAN_PROVINCES } from './zambia-districts';

/** The fee criteria members are billed under; amounts in ngwee (K1 = 100 ngwee). */
export const MEMBERSHIP_FEE_CRITERIA = [
  { id: 1, name: 'Practising clinical officer: annual subscription', amountNgwee: 30_000 },
  { id: 2, name: 'Student clinical officer: annual subscription', amountNgwee: 10_000 },
] as const;

/** Writes provinces, districts and fee criteria; rows already there are left alone. */
export async function seedReferenceData(db: AppDatabase): Promise<void> {
  let districtId = 0;
  const districtRows: { id: number; provinceId: number; name: string }[] = [];
  const provinceRows = ZAMBIAN_PROVINCES.map((province, index) => {
    for (const name of province.districts) {
      districtId += 1;
      districtRows.push({ id: districtId, provinceId: index + 1, name });
    }
    return { id: index + 1, name: province.name };
  });
  await db.insert(provinces).values(provinceRows).onConflictDoNothing();
  await db.insert(districts).values(districtRows).onConflictDoNothing();
  await db
    .insert(membershipFeeCriteria)
    .values([...MEMBERSHIP_FEE_CRITERIA])
    .onConflictDoUpdate({
      target: membershipFeeCriteria.id,
      set: { name: sql`excluded.name`, amountNgwee: sql`excluded.amount_ngwee` },
    });
}
