import { serverNow } from '../api/server-clock';
import { lusakaToday } from '../dates/lusaka-time';
import type { PublicationChoice, PublicationState } from './publication';

/**
 * The day (`YYYY-MM-DD`, Lusaka) the entry goes on the site with this save, when that is a day of
 * its own that its dates should not fall before (`dateFieldWarning`): the day it is scheduled for,
 * or today for a draft published now. A draft written on 30 November and published on 7 December
 * came out dated 30 November, below the news published meanwhile, and nothing said so. Nothing
 * for an entry already on the site, nor a new one: its date was given today, on purpose.
 * @example goesOnSiteOn({ mode: 'now', date: '', time: '' }, 'draft', '2026-12-07') // '2026-12-07'
 */
export function goesOnSiteOn(
  choice: PublicationChoice,
  before: PublicationState | undefined,
  today = lusakaToday(serverNow()),
): string | undefined {
  if (choice.mode === 'schedule') return choice.date;
  return choice.mode === 'now' && before === 'draft' ? today : undefined;
}
