/**
 * The fragment of a notice on /news (`notice-7`), which the home page's notices link to, so a
 * visitor lands on the notice itself rather than the top of the news page.
 */
export function noticeAnchor(id: number): string {
  return `notice-${id}`;
}
