import { EventCard } from '@coaz/ui-kit';
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { EventEntry } from '../render/content-types';
import { eventCardProps } from './event-card-props';

const conference: EventEntry = {
  id: 4,
  status: 'published',
  publishAt: null,
  version: 1,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  title: 'Three-day conference in Kabwe',
  date: '2026-12-02',
  endDate: '2026-12-04',
  startTime: '08:00',
  endTime: null,
  venue: 'Kabwe General Hospital',
  description: 'Talks and skills stations on emergency care.',
  picture: null,
};

describe('eventCardProps', () => {
  it("passes the editor's description to the card, its addresses as links", () => {
    expect(eventCardProps(conference)).toMatchObject({
      title: 'Three-day conference in Kabwe',
      startTime: '08:00',
      endTime: '',
      venue: 'Kabwe General Hospital',
    });
    const description =
      'Register at www.example.org/cpd or write to cpd@example.org. <b>Bring</b> your licence.';
    render(createElement(EventCard, eventCardProps({ ...conference, description })));
    expect(screen.getByRole('link', { name: 'www.example.org/cpd' })).toHaveAttribute(
      'href',
      'https://www.example.org/cpd',
    );
    expect(screen.getByRole('link', { name: 'cpd@example.org' })).toHaveAttribute(
      'href',
      'mailto:cpd@example.org',
    );
    // What an editor types is text, never HTML.
    expect(screen.getByText(/<b>Bring<\/b> your licence\./)).toBeInTheDocument();
  });

  it('gives the first and the last day as ISO dates, for the card to write as a span', () => {
    expect(eventCardProps(conference)).toMatchObject({ date: '2026-12-02', endDate: '2026-12-04' });
    expect(eventCardProps({ ...conference, endDate: null })).not.toHaveProperty('endDate');
    expect(eventCardProps({ ...conference, endDate: '2026-12-02' })).not.toHaveProperty('endDate');
  });

  it('gives no description when the editor left it empty', () => {
    expect(eventCardProps({ ...conference, description: null })).not.toHaveProperty('description');
    expect(eventCardProps({ ...conference, description: ' ' })).not.toHaveProperty('description');
  });
});
