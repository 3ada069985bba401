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

export const LongText: Story = {
  args: { children: 'Download the membership application form and the list of required documents' },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
