function comparable(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * A news post's text as paragraphs, without a paragraph that only repeats its title. A post can
 * be a picture and a headline alone (the association's season's greetings): the server needs a
 * body, so such a post carries its title as its body, and pages and cards would show it twice.
 */
export function postParagraphs(post: { title: string; body: string }): string[] {
  const title = comparable(post.title);
  return post.body
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '' && comparable(paragraph) !== title);
}
