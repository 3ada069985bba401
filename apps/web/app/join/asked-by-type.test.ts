import { describe, expect, it } from 'vitest';
import { APPLICABLE_TYPES } from './applicable-types';
import {
  documentFieldsFor,
  requiredDocumentOf,
  takesHpczNumber,
  whatToHaveReady,
} from './asked-by-type';

describe('what /join asks each type to have ready', () => {
  it.each([
    [
      'full_membership',
      'Apply online in about ten minutes. Have your NRC, your HPCZ number and your practising licence ready, the licence as a PDF or a photo.',
    ],
    [
      'associate_membership',
      'Apply online in about ten minutes. Have your NRC (or, outside Zambia, your passport), your HPCZ number if you have one and your practising licence if you have one ready, the licence as a PDF or a photo.',
    ],
    [
      'student_membership',
      'Apply online in about ten minutes. Have your NRC and your student card ready, the card as a PDF or a photo.',
    ],
    [
      'affiliate_membership',
      'Apply online in about ten minutes. Have your NRC (or, outside Zambia, your passport) ready. An institution applies through its contact person, with its registration number.',
    ],
  ] as const)('says for %s what its form asks', (type, sentence) => {
    expect(whatToHaveReady(type)).toBe(sentence);
  });

  it.each(APPLICABLE_TYPES)('names for %s only what its form shows', (type) => {
    const sentence = whatToHaveReady(type);
    expect(sentence.includes('HPCZ number')).toBe(takesHpczNumber(type));
    expect(sentence.includes('practising licence')).toBe(
      documentFieldsFor(type).includes('practisingLicence'),
    );
    expect(sentence.includes('student card')).toBe(documentFieldsFor(type).includes('studentCard'));
    const required = requiredDocumentOf(type);
    if (required) expect(documentFieldsFor(type)).toContain(required);
  });
});
