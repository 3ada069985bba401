import { rightToLeft } from '@coaz/vitest-config/story-decorators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../button/button';
import { mobileFrame } from '../internal/story-frames';
import { Alert } from './alert';

const meta = {
  title: 'UI Kit/Feedback/Alert',
  component: Alert,
  args: {
    title: 'Membership renewed',
    children: 'Your membership is valid until 31 December 2025.',
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: 'info', title: 'Annual subscription due' } };
export const Success: Story = { args: { tone: 'success' } };
export const Warning: Story = {
  args: { tone: 'warning', title: 'Licence expires soon', children: 'Renew it before 31 March.' },
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('.coaz-alert__icon') as HTMLElement;
    await expect(getComputedStyle(mark, '::before').content).toBe('"!"');
  },
};

/** The tone is said in words to screen readers and shown in a cross, as a Toast's error is. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    title: 'Could not save',
    children: 'Check your connection and try again.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error: Could not save',
    );
    const mark = canvasElement.querySelector('.coaz-alert__icon') as HTMLElement;
    await expect(getComputedStyle(mark, '::before').content).toBe('"✕"');
  },
};

/** With `action`: a way to act on the message, under it, such as trying again. */
export const WithAction: Story = {
  args: {
    tone: 'error',
    title: 'Your receipts could not be loaded',
    children: 'Check your connection and try again.',
  },
  render: (args) => {
    const retry = fn();
    return (
      <Alert
        {...args}
        action={
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    title:
      'The member portal will be unavailable on Saturday between 22:00 and 02:00 for maintenance',
    children:
      'During this time you cannot log in, renew your membership or download certificates. Payments made by mobile money during the maintenance window will be recorded when the portal is back.',
  },
};

/** On a right-to-left page the tone's thick edge is on the right, where the lines start. */
export const RightToLeft: Story = {
  args: { tone: 'warning', title: 'Licence expires soon' },
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const alert = canvasElement.querySelector('.coaz-alert') as HTMLElement;
    await expect(getComputedStyle(alert).borderRightWidth).toBe('6px');
    await expect(getComputedStyle(alert).borderLeftWidth).toBe('1px');
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };

/** Inside a region that announces its message: the region is the one live region, read once. */
export const InsideAStatus: Story = {
  args: { tone: 'success', live: false, children: 'Document added.' },
  render: (args) => (
    <div role="status">
      <Alert {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(1);
  },
};
