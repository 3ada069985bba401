import { describe, expect, it } from 'vitest';
import { otherNumberForms } from './number-forms';

describe('otherNumberForms', () => {
  it('gives the singular of a regular plural', () => {
    expect(otherNumberForms('elections')).toEqual(['election']);
    expect(otherNumberForms('fees')).toEqual(['fee']);
    expect(otherNumberForms('vacancies')).toEqual(['vacancy']);
    expect(otherNumberForms('branches')).toEqual(['branch']);
    expect(otherNumberForms('licences')).toEqual(['licence']);
  });

  it('gives the plural of a word ending in a consonant and y', () => {
    expect(otherNumberForms('vacancy')).toEqual(['vacancies']);
    expect(otherNumberForms('policy')).toEqual(['policies']);
  });

  it('gives nothing for words that are no plural, or whose plural is found already', () => {
    for (const word of ['news', 'dues', 'status', 'class', 'basis', 'election', 'fee', 'day'])
      expect(otherNumberForms(word), word).toEqual([]);
  });
});
