import { vacancies } from '@coaz/content-data';
import { describe, expect, it } from 'vitest';
import { vacanciesFromResponse } from './careers-vacancies';

describe('vacanciesFromResponse', () => {
  it('reads the list itself or the list under `vacancies`', () => {
    expect(vacanciesFromResponse(vacancies)).toEqual(vacancies);
    expect(vacanciesFromResponse({ vacancies })).toEqual(vacancies);
  });

  it('refuses an answer it cannot read, with a message for the page', () => {
    expect(() => vacanciesFromResponse({ jobs: [] })).toThrow('cannot read');
    expect(() => vacanciesFromResponse('nothing')).toThrow('cannot read');
  });
});
