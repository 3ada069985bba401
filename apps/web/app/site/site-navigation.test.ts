import { describe, expect, it } from 'vitest';
import { publicPagePaths, redirectPaths } from './public-paths';
import { firstChildPath, navigationGroups } from './site-navigation';

describe('site navigation', () => {
  // An employer reached the membership check only from the footer or the foot of a membership
  // type's page, and a student choosing a type found no way to apply in the wide menu.
  it('leads from the Membership group to joining and to the check of a membership card', () => {
    const membership = navigationGroups.find((group) => group.label === 'Membership');
    expect(membership?.children?.slice(-2)).toEqual([
      { label: 'How to join', href: '/join' },
      { label: 'Check a membership', href: '/verify' },
    ]);
  });

  it('still opens the Membership group at its first type, and makes no folder of /join', () => {
    expect(firstChildPath('/membership')).toBe('/membership/full_membership');
    expect(redirectPaths()).not.toContain('');
    expect(redirectPaths().every((path) => path.startsWith('/') && path.length > 1)).toBe(true);
    const paths = publicPagePaths();
    expect(new Set(paths).size).toBe(paths.length);
  });
});
