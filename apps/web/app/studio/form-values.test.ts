import { ApiError } from '@coaz/api-client';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections';
import { inputFromValues, validateValues, valuesFromEntry } from './form-values';
import { fieldErrorsFromServer } from './server-errors';

const vacancyFields = COLLECTIONS.vacancies.fields;
const personFields = COLLECTIONS.people.fields;

describe('form values', () => {
  it('starts a new vacancy with its defaults and sends numbers, lines and empty fields as the API wants', () => {
    const values = valuesFromEntry(vacancyFields);
    expect(values.country).toBe('Zambia');
    expect(values.numberOfVacancies).toBe('1');
    expect(values.postedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const input = inputFromValues(
      vacancyFields,
      {
        ...values,
        position: ' Clinical officer ',
        company: 'Kabwe General',
        closingOn: '2026-12-31',
        numberOfVacancies: '3',
        comments: 'Apply in person\n\n Bring copies ',
      },
      { logo: null },
    );
    expect(input).toMatchObject({
      position: 'Clinical officer',
      numberOfVacancies: 3,
      comments: ['Apply in person', 'Bring copies'],
      province: null,
      logo: null,
    });
  });

  it('names each problem in words', () => {
    const values = valuesFromEntry(personFields);
    const errors = validateValues(personFields, {
      ...values,
      name: 'Mwila Banda',
      email: 'mwila',
      publicationsUrl: 'http://example.org',
      order: '-1',
    });
    expect(errors).toEqual({
      position: 'Enter the position',
      group: 'Choose the group',
      email: 'Enter an email address like name@example.org',
      publicationsUrl: 'Enter an address starting with https://',
      order: 'The order is at least 0',
    });
  });

  it("puts the server's 400 message beside the field it names, and anything else above the form", () => {
    const named = new ApiError(400, 'publicationsUrl: Invalid URL', {
      body: { error: 'validation_failed' },
    });
    expect(fieldErrorsFromServer(personFields, named)).toEqual({
      publicationsUrl: 'Publications link: invalid URL',
    });
    const nested = new ApiError(400, 'photo.alt: Required', { body: {} });
    expect(fieldErrorsFromServer(personFields, nested)).toEqual({ photo: 'Photo: required' });
    const byBody = new ApiError(400, 'Not one of the groups', { body: { field: 'group' } });
    expect(fieldErrorsFromServer(personFields, byBody)).toEqual({
      group: 'Group: not one of the groups',
    });
    const other = new ApiError(400, 'The request is not valid', { body: {} });
    expect(fieldErrorsFromServer(personFields, other)).toEqual({
      form: 'The request is not valid',
    });
    expect(fieldErrorsFromServer(personFields, new ApiError(503, 'down'))).toEqual({});
  });
});
