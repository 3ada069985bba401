import type { ContentEntry } from '@coaz/api-client';
import { serverNow } from '../api/server-clock';
import { lusakaToday } from '../dates/lusaka-time';

/**
 * Whether a notice's "show until" day has passed in Lusaka, on the server's clock as last heard
 * (`serverNow`), the clock by which the server leaves it out of the public's answers: a phone
 * whose date is wrong must not mark "Ended" a notice the public still sees, or miss one it does
 * not. The server leaves such a notice out of every public answer but still lists it to an
 * editor's login (to extend or delete it), and the browser's list and search read with that
 * login: so an editor's page marks it, and the site search leaves it out as the public's would. No end date (`null`, or a server older than the
 * field) never ends. The day is inclusive: a notice shown until today is still shown.
 */
export function noticeEnded(
  notice: Pick<ContentEntry, 'showUntil'> | { showUntil?: string | null },
  today = lusakaToday(serverNow()),
): boolean {
  return typeof notice.showUntil === 'string' && notice.showUntil < today;
}
