import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Vacancy } from '../render/content-types';
import { applySiteStylesheets, removeSiteStylesheets } from '../test-support/site-stylesheets';
import { VacancyList } from './vacancy-list';

afterEach(removeSiteStylesheets);

const vacancy: Vacancy = {
  id: 4,
  position: 'Clinical Officer General',
  company: 'Chipata Central Hospital',
  logo: null,
  country: 'Zambia',
  province: 'Eastern',
  district: 'Chipata',
  numberOfVacancies: 1,
  postedOn: '2026-12-01',
  closingOn: '2026-12-18',
  comments: ['Diploma in clinical medicine.', 'Registered with HPCZ.'],
  status: 'published',
  publishAt: null,
  version: 1,
  createdAt: '2026-12-01T08:00:00Z',
  updatedAt: '2026-12-01T08:00:00Z',
};

describe("a vacancy's card on the careers page", () => {
  it('keeps its whole height beside its notes, so the closing date is never clipped', () => {
    applySiteStylesheets();
    render(<VacancyList vacancies={[vacancy]} />);
    const card = screen.getByRole('article');
    // The kit's card hides what overflows it, which lets a flex item shrink below its content:
    // shrinking to share its cell with the notes cut off the dates at 360 and 1280 px alike.
    expect(getComputedStyle(card).overflow).toBe('hidden');
    expect(getComputedStyle(card).flexShrink).toBe('0');
    expect(getComputedStyle(card).flexBasis).toBe('auto');
    const notes = screen.getByRole('list', { name: 'About the Clinical Officer General post' });
    expect(getComputedStyle(notes).flexGrow).toBe('0');
    expect(getComputedStyle(notes).flexShrink).toBe('0');
  });
});
