import { ApiError } from '@coaz/api-client';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections';
import { inputFromValues, typedOverLatest, validateValues, valuesFromEntry } from './form-values';
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
      name: 'Sample Officer Name',
      email: 'sample',
      publicationsUrl: 'http://example.org',
      order: '-100001',
    });
    expect(errors).toEqual({
      position: 'Enter the position',
      group: 'Choose the group',
      email: 'Enter an email address like name@example.org',
      publicationsUrl: 'Enter an address starting with https://',
      order: 'The order is at least -100,000',
    });
  });

  it('takes a web address typed without https:// as the https address it names', () => {
    const fields = COLLECTIONS.partners.fields;
    const typed = {
      ...valuesFromEntry(fields),
      name: 'Ministry of Health',
      description: 'The ministry.',
      url: 'www.moh.gov.zm',
    };
    expect(validateValues(fields, typed)).toEqual({});
    expect(inputFromValues(fields, typed, {}).url).toBe('https://www.moh.gov.zm');
    // Not a web address at all, or an insecure one: still refused.
    // Nor one another scheme would run, nor one a browser reads as another site's address.
    for (const url of [
      'moh',
      'http://www.moh.gov.zm',
      'mailto:info@moh.gov.zm',
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
    ]) {
      expect(validateValues(fields, { ...typed, url }).url, url).toBe(
        'Enter an address starting with https://',
      );
    }
    expect(validateValues(fields, { ...typed, url: 'www.moh.gov.zm@evil.example' }).url).toBe(
      'Take out the user name and password: a web address here holds none (nothing before an @)',
    );
    expect(
      validateValues(fields, { ...typed, url: 'https://www.moh.gov.zm\\@evil.example' }).url,
    ).toBe('Write / in place of \\: a web address has no backslash');
  });

  // Each of these was told 'Enter an address starting with https://', which it already did.
  it('says what is wrong with an https:// address that holds a user name or a space', () => {
    const fields = COLLECTIONS.partners.fields;
    const typed = {
      ...valuesFromEntry(fields),
      name: 'Ministry of Health',
      description: 'The ministry.',
    };
    for (const url of ['https://user:pw@example.org', 'https://user@example.org']) {
      expect(validateValues(fields, { ...typed, url }).url, url).toBe(
        'Take out the user name and password: a web address here holds none (nothing before an @)',
      );
    }
    for (const url of ['https://www.moh.gov.zm/about us', 'https://www.moh .gov.zm']) {
      expect(validateValues(fields, { ...typed, url }).url, url).toBe(
        'Take out the spaces: a web address has none',
      );
    }
  });

  it('refuses a date a browser with no date control holds as typed, when it is no calendar day', () => {
    const fields = COLLECTIONS.vacancies.fields;
    const typed = {
      ...valuesFromEntry(fields),
      position: 'Clinical officer',
      company: 'A district hospital',
    };
    for (const closingOn of ['2026-02-30', '2026-13-01', '5/12/2026']) {
      expect(validateValues(fields, { ...typed, closingOn }).closingOn, closingOn).toBe(
        'Enter the closing date as year-month-day, such as 2026-12-11',
      );
    }
    expect(validateValues(fields, { ...typed, closingOn: '2028-02-29' })).toEqual({});
  });

  it('takes an order below 0, as the server does, so an entry can go before those at 0', () => {
    for (const fields of [personFields, COLLECTIONS.partners.fields]) {
      const errors = validateValues(fields, {
        ...valuesFromEntry(fields),
        name: 'Zambia Medical Association',
        position: 'Chair',
        description: 'Doctors’ association.',
        group: 'employees',
        order: '-1',
      });
      expect(errors).toEqual({});
    }
  });

  it("puts the server's 400 message beside the field it names, and anything else above the form", () => {
    const named = new ApiError(400, 'publicationsUrl: Invalid URL', {
      body: { error: 'validation_failed' },
    });
    expect(fieldErrorsFromServer(personFields, named)).toEqual({
      publicationsUrl: 'Publications link: invalid URL',
    });
    const nested = new ApiError(400, 'photo.alt: Required', { body: {} });
    expect(fieldErrorsFromServer(personFields, nested)).toEqual({
      photo: 'Photo, alt text: required',
    });
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

  it('says what the server refused in its words, by the form’s labels, a note by its line', () => {
    // The server's own wording (src/http/plain-messages.ts), as it answers these today.
    const refused = (fields: typeof personFields, message: string) =>
      fieldErrorsFromServer(fields, new ApiError(400, message, { body: {} }));
    const eventFields = COLLECTIONS.events.fields;
    expect(refused(eventFields, 'title: at most 200 characters')).toEqual({
      title: 'Title: at most 200 characters',
    });
    expect(refused(eventFields, 'endTime: must not be before startTime on the same day')).toEqual({
      endTime: 'End time: must not be before “Start time” on the same day',
    });
    expect(refused(vacancyFields, 'closingOn: must not be before postedOn')).toEqual({
      closingOn: 'Closing date: must not be before “Posted on”',
    });
    // Notes are typed one a line: counted in lines, and a long one named by its line from 1.
    expect(refused(vacancyFields, 'comments: at most 50 entries')).toEqual({
      comments: 'Notes: at most 50 lines',
    });
    expect(refused(vacancyFields, 'comments.3: at most 2,000 characters')).toEqual({
      comments: 'Notes, line 4: at most 2,000 characters',
    });
    expect(refused(eventFields, 'picture.alt: at most 500 characters')).toEqual({
      picture: 'Picture, alt text: at most 500 characters',
    });
    expect(refused(eventFields, 'publishAt: must be in the future')).toEqual({
      publishAt: 'Publication: must be in the future',
    });
  });

  it('stops a field at the length the server takes, before anything is sent', () => {
    const values = valuesFromEntry(personFields);
    const errors = validateValues(personFields, {
      ...values,
      name: 'N'.repeat(201),
      position: 'Chair',
      group: 'employees',
      about: 'A'.repeat(10_001),
      photo: {
        url: '/api/uploads/a-800.webp',
        file: null,
        alt: ` ${'P'.repeat(501)} `,
        focusX: 50,
        focusY: 50,
      },
    });
    expect(errors).toEqual({
      name: 'Too long: at most 200 characters; this has 201',
      about: 'Too long: at most 10,000 characters; this has 10,001',
      // The alt text's field carries no maxlength either, so its length is checked here.
      photo: 'Too long: at most 500 characters; this has 501',
    });
  });
});

describe('typedOverLatest', () => {
  it('puts only what the editor changed over the latest values, a newly chosen file too', () => {
    const file = new File(['x'], 'clinic.png', { type: 'image/png' });
    const picture = { url: '/api/uploads/a.webp', alt: 'A', focusX: 50, focusY: 50, file: null };
    const opened = { title: 'AGM', tag: 'AGM', picture };
    const typed = { title: 'AGM', tag: 'AGM 2026', picture: { ...picture, file } };
    const latest = { title: 'AGM in Kabwe', tag: 'CPD', picture: { ...picture, alt: 'B' } };
    expect(typedOverLatest<unknown>(opened, typed, latest)).toEqual({
      title: 'AGM in Kabwe',
      tag: 'AGM 2026',
      picture: { ...picture, file },
    });
  });
});
