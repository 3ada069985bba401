import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { sampleImage } from '../internal/story-images';
import { NewsCard } from './news-card';

const meta = {
  title: 'UI Kit/Cards/NewsCard',
  component: NewsCard,
  args: {
    title: 'Annual general meeting set for Kabwe in August',
    summary:
      'Members are invited to the annual general meeting, where the national executive will report on the year and members will vote on motions from the branches.',
    href: '#news/agm',
    date: '2024-06-03',
    image: sampleImage(150, 'Members at a meeting'),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^Read More/ })).toHaveAttribute(
      'href',
      '#news/agm',
    );
    await expect(canvas.getByText('3 June 2024')).toBeVisible();
  },
};

export const WithoutImage: Story = { args: { image: undefined, date: undefined } };

export const LongText: Story = {
  args: {
    title:
      'Ministry of Health announces new conditions of service for clinical officers in rural health centres and district hospitals',
    summary:
      'After two years of negotiation the association and the ministry have agreed new allowances for rural postings, a clearer path to promotion, and paid study leave for members upgrading to a degree. The agreement takes effect in January and applies to every clinical officer employed by the government, including those on contract. Branch secretaries will hold meetings to explain the changes.',
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading');
    const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight);
    await expect(Math.round(heading.getBoundingClientRect().height / lineHeight)).toBe(2);
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
