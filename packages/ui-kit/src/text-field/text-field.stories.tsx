import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { TextField } from './text-field';

const meta = {
  title: 'UI Kit/Forms/TextField',
  component: TextField,
  args: { label: 'District', hint: 'The district you work in' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'District' });
    await userEvent.type(input, 'Kapiri Mposhi');
    await expect(input).toHaveValue('Kapiri Mposhi');
  },
};

export const Empty: Story = { args: { hint: undefined, placeholder: 'e.g. Kabwe' } };

export const ErrorState: Story = {
  name: 'Error',
  args: {
    label: 'Email',
    defaultValue: 'member@',
    error: 'Enter a full email address, like name@example.org',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter a full email address/);
  },
};

/** Disabled looks disabled: a grey box, muted text and a not-allowed cursor; the value stays. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Kabwe' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'District' });
    await expect(input).toBeDisabled();
    const look = getComputedStyle(input);
    await expect(look.cursor).toBe('not-allowed');
    await expect(look.backgroundColor).not.toBe('rgb(255, 255, 255)');
  },
};

export const Required: Story = { args: { required: true } };

export const LongText: Story = {
  args: {
    label:
      'Name of the health facility where you completed your internship, as registered with the ministry',
    defaultValue:
      'Example District Hospital, Department of Internal Medicine and Paediatrics, Eastern Province',
    error:
      'This name does not match any facility on the ministry’s register; check the spelling or choose “Other”.',
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
