import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { Button } from './button';

const meta = {
  title: 'UI Kit/Forms/Button',
  component: Button,
  args: { children: 'Join us', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Join us' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Read more' } };

export const Disabled: Story = {
  args: { disabled: true, children: 'Sending…' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sending…' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * Busy: an app keeps the button focusable (`aria-disabled`, not `disabled`) while its request runs.
 * It looks disabled, but while it has the keyboard's focus only its colours fade, so its focus ring
 * keeps its contrast.
 */
export const Busy: Story = {
  args: { 'aria-disabled': true, children: 'Approving…' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Approving…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(getComputedStyle(button).opacity).toBe('0.6');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).opacity).toBe('1');
  },
};

export const LongText: Story = {
  args: { children: 'Download the membership application form and the list of required documents' },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };

/** A label with a word longer than a phone is wide (a file name) wraps inside the button. */
export const LongWordOnAPhone: Story = {
  args: { children: 'Download_COAZ_membership_application_form_Copperbelt_Province_2026.pdf' },
  decorators: [mobileFrame],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    const frame = button.parentElement as HTMLElement;
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
  },
};
