import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { Spinner } from './spinner';

const meta = {
  title: 'UI Kit/Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading events' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading events');
  },
};
export const Small: Story = { args: { size: 'small' } };
export const LargeWithLabel: Story = { args: { size: 'large', showLabel: true } };
export const LongText: Story = {
  args: {
    showLabel: true,
    label: 'Loading the list of accredited continuing professional development courses',
  },
};
export const MobileWidth: Story = { args: { showLabel: true }, decorators: [mobileFrame] };
/** Inside a region that announces its message: the region is the one live region, read once. */
export const InsideAStatus: Story = {
  args: { label: 'Waiting for the payment to be approved', size: 'small', live: false },
  render: (args) => (
    <div role="status">
      <Spinner {...args} />
      <p>Approve the prompt on your phone.</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(1);
  },
};
