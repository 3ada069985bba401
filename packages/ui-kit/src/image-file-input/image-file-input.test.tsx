import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageFileInput } from './image-file-input';

const photo = () => new File(['png'], 'photo.png', { type: 'image/png' });

describe('ImageFileInput', () => {
  beforeEach(() => {
    let count = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      count += 1;
      return `blob:preview-${count}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('accepts images only and previews the one chosen', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <ImageFileInput label="Profile photo" hint="A square photo works best" onChange={onChange} />,
    );
    const input = screen.getByLabelText('Profile photo');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    expect(input).toHaveAccessibleDescription('A square photo works best');
    const file = photo();
    await userEvent.upload(input, file);
    expect(onChange).toHaveBeenCalledWith(file);
    const preview = screen.getByRole('img', { name: 'Preview of the chosen image' });
    expect(preview).toHaveAttribute('src', 'blob:preview-1');
    expect(preview).toHaveAttribute('width', '160');
    await expectNoAxeViolations(container);
  });

  it('refuses another type or a file too large, keeping the previous choice', async () => {
    const onChange = vi.fn();
    render(<ImageFileInput label="Logo" onChange={onChange} maxBytes={10} />);
    const input = screen.getByLabelText('Logo');
    await userEvent.upload(input, photo());
    await userEvent.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose an image file (PNG, JPEG, WebP or GIF).');
    await userEvent.upload(input, new File(['x'.repeat(20)], 'big.png', { type: 'image/png' }));
    expect(input).toHaveAccessibleDescription('This image is too large. Choose a smaller one.');
    expect(onChange).toHaveBeenCalledOnce();
    expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:preview-1');
  });

  it("announces a refused file at once, and again for a second one, but not the form's error", async () => {
    const { rerender } = render(
      <ImageFileInput label="Logo" onChange={vi.fn()} error="Choose a logo." />,
    );
    // The form's own error is read with the field the form sends the cursor to.
    expect(screen.queryByRole('alert')).toBeNull();
    const input = screen.getByLabelText('Logo');
    const text = () => new File(['hi'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(input, text(), { applyAccept: false });
    const first = screen.getByRole('alert');
    expect(first).toHaveTextContent('Choose an image file (PNG, JPEG, WebP or GIF).');
    await userEvent.upload(input, text(), { applyAccept: false });
    // A new alert element: the same words again are announced again.
    expect(screen.getByRole('alert')).not.toBe(first);
    rerender(<ImageFileInput label="Logo" onChange={vi.fn()} error="Choose a logo." />);
    expect(input).toHaveAccessibleDescription('Choose an image file (PNG, JPEG, WebP or GIF).');
  });

  it('removes the chosen image', async () => {
    const onChange = vi.fn();
    render(<ImageFileInput label="Logo" onChange={onChange} currentImageUrl="/saved.png" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/saved.png');
    await userEvent.upload(screen.getByLabelText('Logo'), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/saved.png');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('gives the focus back to the chooser when the remove button goes with the image', async () => {
    render(<ImageFileInput label="Logo" onChange={() => undefined} />);
    const input = screen.getByLabelText('Logo');
    await userEvent.upload(input, photo());
    screen.getByRole('button', { name: 'Remove image' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Remove image' })).toBeNull();
    // Not lost to the page's start: a keyboard user carries on from the field.
    expect(input).toHaveFocus();
  });

  it('refuses a new choice and the removal while disabled, keeping the preview', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<ImageFileInput label="Profile photo" onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Profile photo'), photo());
    // The form is saving: nothing may change under it.
    rerender(<ImageFileInput label="Profile photo" onChange={onChange} disabled />);
    expect(screen.getByLabelText('Profile photo')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove image' })).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
  });
});
