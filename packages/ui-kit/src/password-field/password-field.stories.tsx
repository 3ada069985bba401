import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { PasswordField } from './password-field';

const meta = {
  title: 'UI Kit/Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'kalulu-2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('kalulu-2024');
    // Storybook has no box-sizing reset, as a site loading only the kit's styles.css: the eye is
    // 20×12 there too, border included, as on the web app.
    const eye = canvasElement.querySelector('.coaz-password-toggle__hide') as HTMLElement;
    await expect(eye.getBoundingClientRect()).toMatchObject({ width: 20, height: 12 });
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'The password or email is incorrect. Try again or reset your password.' },
};

export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', hint: 'At least 10 characters' },
};

export const LongText: Story = {
  args: {
    label: 'Confirm the new password you chose for your member account on the association website',
    error:
      'The two passwords are different. Type the same password in both fields so we know it is the one you meant.',
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
