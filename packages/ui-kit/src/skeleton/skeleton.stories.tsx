import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { Skeleton } from './skeleton';

const meta = {
  title: 'UI Kit/Feedback/Skeleton',
  component: Skeleton,
  args: { lines: 3 },
  decorators: [
    (Story) => (
      <div aria-busy="true" style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.coaz-skeleton')).toHaveLength(3);
  },
};

/** The placeholder of a news card while the list loads. */
export const LoadingCard: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Skeleton shape="block" height="200px" />
      <Skeleton lines={2} />
      <Skeleton lines={4} />
    </div>
  ),
  parameters: { controls: { disable: true } },
};

export const Circle: Story = { args: { shape: 'circle', width: '96px' } };
export const MobileWidth: Story = { args: { lines: 6 }, decorators: [mobileFrame] };
