/**
 * Whether an element's text shows its first character left of its last, as a phone number or a
 * date must on every page. A story helper; the package never exports it.
 */
export function readsLeftToRight(element: Element): boolean {
  const text = element.firstChild;
  if (!(text instanceof Text) || text.length < 2) throw new Error('expected an element with text');
  const range = document.createRange();
  range.setStart(text, 0);
  range.setEnd(text, 1);
  const first = range.getBoundingClientRect().left;
  range.setStart(text, text.length - 1);
  range.setEnd(text, text.length);
  return first < range.getBoundingClientRect().left;
}
