import { describe, expect, it } from 'vitest';
import { aboutPage } from './about-page';
import { constitutionExtracts } from './constitution-extracts';

describe('aboutPage', () => {
  it('has a background, mission, aim and vision', () => {
    expect(aboutPage.background.length).toBeGreaterThan(0);
    for (const text of [
      ...aboutPage.background,
      aboutPage.mission,
      aboutPage.aim,
      aboutPage.vision,
    ]) {
      expect(text.trim().length).toBeGreaterThan(20);
    }
  });

  it('lists the eleven objectives, none empty or repeated', () => {
    expect(aboutPage.objectives).toHaveLength(11);
    expect(aboutPage.objectives.every((objective) => objective.trim().length > 20)).toBe(true);
    expect(new Set(aboutPage.objectives).size).toBe(11);
  });

  it('shows the same constitution extracts the server indexes', () => {
    expect(aboutPage.constitutionExtracts).toBe(constitutionExtracts);
  });
});
