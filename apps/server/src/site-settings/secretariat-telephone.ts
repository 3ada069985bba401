import type { AppDatabase } from '../db/database';
import { isTelephoneNumber } from './site-settings-fields';
import { createSiteSettingsStore } from './site-settings-store';

/**
 * The secretariat's telephone number as the site settings give it (`contactPhone`, the footer's
 * and the contact page's), for a text that asks a member to call: the number editors keep current
 * in the studio, not one fixed in the code. Undefined when the settings hold none that dials.
 */
export async function secretariatTelephone(db: AppDatabase): Promise<string | undefined> {
  const { contactPhone } = await createSiteSettingsStore(db).read();
  return typeof contactPhone === 'string' && isTelephoneNumber(contactPhone)
    ? contactPhone
    : undefined;
}
