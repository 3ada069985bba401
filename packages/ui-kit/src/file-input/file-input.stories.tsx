import { rightToLeft } from '@coaz/vitest-config/story-decorators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { FileInput } from './file-input';

const meta = {
  title: 'UI Kit/Forms/FileInput',
  component: FileInput,
  args: {
    id: 'certificate',
    name: 'certificate',
    accept: 'application/pdf,image/jpeg',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="coaz-field">
        <label htmlFor="certificate" className="coaz-field__label">
          Practising certificate
        </label>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chooser button is the kit's outlined button, 44 px tall, not the browser's 21 px one. */
export const ChooseAFile: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Practising certificate');
    const chooser = getComputedStyle(input, '::file-selector-button');
    await expect(chooser.minHeight).toBe('44px');
    await expect(chooser.fontWeight).toBe('600');
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const file = new File(['%PDF'], 'certificate.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** On a right-to-left page the space sits between the button and the file name, on its left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Practising certificate');
    const chooser = getComputedStyle(input, '::file-selector-button');
    await expect(chooser.marginLeft).toBe('12px');
    await expect(chooser.marginRight).toBe('0px');
  },
};

/** Disabled, the chooser button fades as a disabled Button does and refuses the pointer. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Practising certificate');
    await expect(input).toBeDisabled();
    const chooser = getComputedStyle(input, '::file-selector-button');
    await expect(chooser.cursor).toBe('not-allowed');
    await expect(chooser.opacity).toBe('0.6');
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
