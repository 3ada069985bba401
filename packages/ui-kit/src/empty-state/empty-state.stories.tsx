import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI Kit/Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No vacancies right now',
    description: 'Employers post new vacancies every week. Check again soon.',
    action: (
      <a className="coaz-link" href="#news">
        Read the latest news
      </a>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No vacancies right now' }),
    ).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { description: undefined, action: undefined } };

export const LongText: Story = {
  args: {
    title:
      'You have not recorded any continuing professional development activities for this licence period',
    description:
      'Record each course, conference or workshop you attend. You need 25 points before your practising licence can be renewed, and the council may ask for the certificates.',
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
