import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { sampleImage } from '../internal/story-images';
import { ImageFileInput } from './image-file-input';

const meta = {
  title: 'UI Kit/Forms/ImageFileInput',
  component: ImageFileInput,
  args: {
    label: 'News picture',
    hint: 'PNG, JPEG, WebP or GIF, up to 2 MB',
    onChange: fn(),
    maxBytes: 2_000_000,
  },
} satisfies Meta<typeof ImageFileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAnImage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'picture.png', {
      type: 'image/png',
    });
    await userEvent.upload(canvas.getByLabelText('News picture'), file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await expect(
      canvas.getByRole('img', { name: 'Preview of the chosen image' }),
    ).toBeInTheDocument();
  },
};

export const WrongType: Story = {
  name: 'Error: wrong type',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('News picture');
    await userEvent.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {};

export const SavedImage: Story = {
  args: { currentImageUrl: sampleImage(150, 'Saved', 160, 160).src },
};

/** While the form saves: the saved picture shows, and the chooser refuses a new one. */
export const Disabled: Story = {
  args: { disabled: true, currentImageUrl: sampleImage(150, 'Saved', 160, 160).src },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('News picture');
    await expect(input).toBeDisabled();
    await expect(getComputedStyle(input, '::file-selector-button').cursor).toBe('not-allowed');
  },
};

export const UploadFailed: Story = {
  name: 'Error: upload failed',
  args: {
    error: 'The upload failed because the connection dropped. Choose the image again to retry.',
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
