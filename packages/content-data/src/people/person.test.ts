import { describe, expect, it } from 'vitest';
import {
  defaultFemaleImage,
  defaultMaleImage,
  defaultOfficeImage,
  defaultPersonImage,
} from './person';

describe('defaultPersonImage', () => {
  it('gives the picture of the gender, or the office picture when the gender is unknown', () => {
    expect(defaultPersonImage('male')).toBe(defaultMaleImage);
    expect(defaultPersonImage('female')).toBe(defaultFemaleImage);
    expect(defaultPersonImage()).toBe(defaultOfficeImage);
    expect(
      new Set([defaultMaleImage.src, defaultFemaleImage.src, defaultOfficeImage.src]).size,
    ).toBe(3);
  });
});
