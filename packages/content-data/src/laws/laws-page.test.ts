import { describe, expect, it } from 'vitest';
import { lawsPage } from './laws-page';

describe('lawsPage', () => {
  it('lists the six instruments in order of precedence', () => {
    expect(lawsPage.laws.map((law) => law.name)).toEqual([
      'The Constitution',
      'General Assembly Resolutions',
      'By-laws and Regulations',
      'Membership Code of Conduct',
      'Professional Code of Conduct',
      'Other National Laws',
    ]);
    expect(lawsPage.laws.map((law) => law.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(lawsPage.laws.every((law) => law.description.trim() !== '')).toBe(true);
    expect(lawsPage.introduction.length).toBeGreaterThan(0);
  });
});
