import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { LoginEntry } from './login-entry';

const meta = {
  title: 'UI Kit/Layout/LoginEntry',
  component: LoginEntry,
  args: { loginHref: '#login', onLogout: fn() },
} satisfies Meta<typeof LoginEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Log in' })).toBeVisible();
  },
};

export const SignedIn: Story = {
  args: { userName: "The member's name", accountHref: '#dashboard' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: { userName: "The member's full name, when it runs to four names and a double surname" },
};

export const MobileWidth: Story = {
  args: { userName: "The member's name" },
  decorators: [mobileFrame],
};
