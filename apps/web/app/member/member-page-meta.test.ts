import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meta as forgotPasswordMeta } from '../routes/forgot-password';
import { meta as loginMeta } from '../routes/login';
import { meta as verifyMeta } from '../routes/verify';

/** The `description` a route's meta gives, if any. */
function descriptionOf(tags: MetaDescriptor[]): string | undefined {
  const tag = tags.find((entry) => 'name' in entry && entry.name === 'description');
  return tag && 'content' in tag ? String(tag.content) : undefined;
}

describe('the member pages people reach from outside', () => {
  it('each have a description of their own, short enough for a search result', () => {
    const verify = (number: string) =>
      descriptionOf(verifyMeta({ params: { membershipNumber: number } } as never));
    const descriptions = [
      descriptionOf(loginMeta()),
      descriptionOf(forgotPasswordMeta()),
      verify('COAZ-000001'),
      verify('COAZ-000002'),
    ];
    for (const description of descriptions) {
      expect(description?.trim().length).toBeGreaterThan(40);
      expect(description?.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(verify('COAZ-000001')).toContain('COAZ-000001');
  });

  it('stay out of search engines', () => {
    expect(loginMeta()).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
