/**
 * Tags that file a post under no topic: the catch-all an editor picks when a post fits none of
 * the others. Written as `tagKey` gives them.
 */
const CATCH_ALL_TAGS = new Set([
  'in other news',
  'other news',
  'other',
  'others',
  'news',
  'latest news',
  'general',
  'general news',
  'miscellaneous',
  'misc',
  'various',
  'uncategorised',
  'uncategorized',
]);

/** A tag as compared: lower case, spaces collapsed, no punctuation around it. */
function tagKey(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
}

/**
 * The topic a post's tag names, as the editor wrote it (trimmed), or undefined when it names
 * none: no tag, a blank one, or a catch-all such as "In other news", which says nothing of what
 * the post is about and relates it to nothing.
 * @example topicOf('In other news') // undefined
 * @example topicOf(' AGM ') // 'AGM'
 */
export function topicOf(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined;
  const key = tagKey(tag);
  if (key === '' || CATCH_ALL_TAGS.has(key)) return undefined;
  return tag.trim();
}

/**
 * Whether two posts' tags name the same topic: written alike but for case and spacing ("AGM",
 * "agm "). A catch-all or missing tag shares a topic with nothing, itself included.
 */
export function sameTopic(
  first: string | null | undefined,
  second: string | null | undefined,
): boolean {
  const topic = topicOf(first);
  const other = topicOf(second);
  return topic !== undefined && other !== undefined && tagKey(topic) === tagKey(other);
}
