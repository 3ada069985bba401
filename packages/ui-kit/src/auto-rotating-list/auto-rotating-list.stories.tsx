import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { NewsCard } from '../news-card/news-card';
import { AutoRotatingList, type RotatingItem } from './auto-rotating-list';

const titles = [
  'Branch elections in Southern Province',
  'New scholarship for degree upgrading',
  'Mentorship programme opens to students',
  'Members honoured at the annual dinner',
];

const items: RotatingItem[] = titles.map((title) => ({
  id: title,
  content: (
    <NewsCard
      title={title}
      summary="Read about what the association and its members have been doing this month."
      href={`#${title}`}
      headingLevel={4}
    />
  ),
}));

const meta = {
  title: 'UI Kit/Content/AutoRotatingList',
  component: AutoRotatingList,
  args: { items, label: 'Related news' },
} satisfies Meta<typeof AutoRotatingList>;

export default meta;
type Story = StoryObj<typeof meta>;

const headings = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

export const Rotates: Story = {
  args: { intervalMs: 400 },
  play: async ({ canvasElement }) => {
    await expect(headings(canvasElement)).toEqual(titles.slice(0, 2));
    await waitFor(() => expect(headings(canvasElement)).toEqual(titles.slice(1, 3)), {
      timeout: 2000,
    });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pause' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Play' })).toBeVisible();
  },
};

export const OneAtATime: Story = { args: { visibleCount: 1 } };

export const Empty: Story = { args: { items: [] } };

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'long',
        content: (
          <NewsCard
            title="Association welcomes the new scheme of service for clinical officers working in hard-to-reach rural stations"
            summary="The scheme raises the rural hardship allowance, adds two promotion grades and sets out study leave for members upgrading to a degree, after talks that lasted more than two years."
            href="#long"
            headingLevel={4}
          />
        ),
      },
      ...items,
    ],
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
