import { rightToLeft } from '@coaz/vitest-config/story-decorators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { sampleImage } from '../internal/story-images';
import { EventCard } from './event-card';

const meta = {
  title: 'UI Kit/Cards/EventCard',
  component: EventCard,
  args: {
    title: 'Scientific conference 2024',
    date: '2024-10-17',
    startTime: '08:00',
    endTime: '17:00',
    venue: 'Mulungushi International Conference Centre, Lusaka',
    description:
      'Two days of talks and skills stations on emergency and critical care. Each day counts for CPD points.',
    href: '#events/conference',
    image: sampleImage(210, 'Conference hall'),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a right-to-left page the card mirrors, but the date and the times still read in order. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByText('08:00').getBoundingClientRect();
    const end = canvas.getByText('17:00').getBoundingClientRect();
    await expect(start.left).toBeLessThan(end.left);
    await expect(canvas.getByText('17 October 2024')).toHaveAttribute('dir', 'ltr');
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('17 October 2024')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Scientific conference 2024' })).toBeVisible();
    await expect(canvas.getByText(/^Two days of talks/)).toBeVisible();
  },
};

/** An event over several days: the date row is a span, each end a `<time>` with its ISO date. */
export const SeveralDays: Story = {
  args: { date: '2026-03-03', endDate: '2026-03-05' },
  play: async ({ canvasElement }) => {
    const [days] = within(within(canvasElement).getByRole('article')).getAllByRole('definition');
    await expect(days).toHaveTextContent('3 – 5 March 2026');
    const times = [...(days?.querySelectorAll('time') ?? [])].map((time) => time.dateTime);
    await expect(times).toEqual(['2026-03-03', '2026-03-05']);
  },
};

export const WithoutImageOrLink: Story = { args: { image: undefined, href: undefined } };

/** Only what every event has: no times, no picture, no description. */
export const DateAndVenueOnly: Story = {
  args: { startTime: '', endTime: '', image: undefined, description: undefined },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article'));
    await expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Date',
      'Venue',
    ]);
    await expect(card.queryByText(/Two days of talks/)).toBeNull();
  },
};

/** A description typed over several lines keeps its line breaks. */
export const DescriptionOverSeveralLines: Story = {
  args: {
    description:
      'Day one: triage and resuscitation.\nDay two: paediatric emergencies.\n\nBring your practising licence.',
  },
};

/**
 * The web app passes an editor's description with its addresses made links (its `LinkedText`);
 * on a card whose title links to the event, the description's link is still the one a click opens.
 */
export const DescriptionWithLink: Story = {
  args: {
    description: (
      <>
        Register at{' '}
        <a className="coaz-link" href="https://example.org/register">
          example.org/register
        </a>{' '}
        before the day.
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'example.org/register' });
    const box = link.getBoundingClientRect();
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(link.contains(onTop)).toBe(true);
  },
};

export const LongText: Story = {
  args: {
    title:
      'Joint workshop on emergency obstetric care for clinical officers and midwives working in remote health posts',
    venue: 'Kasama General Hospital lecture theatre, second floor of the new training wing, Kasama',
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };

/** A pasted link or a long unbroken word breaks inside the card instead of running out of it. */
export const LongUnbrokenWords: Story = {
  decorators: [mobileFrame],
  args: {
    title: 'Registration:https://forms.example.org/coaz-conference-2026-registration-for-members',
    venue: 'Kasama-General-Hospital-lecture-theatre-second-floor-new-training-wing',
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    const title = within(card).getByRole('heading');
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
