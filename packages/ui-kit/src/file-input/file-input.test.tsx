import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImageFileInput } from '../image-file-input/image-file-input';
import { FileInput } from './file-input';

describe('FileInput', () => {
  it('is a file input with the kit chooser, passing every input prop on', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    const { container } = render(
      <>
        <label htmlFor="certificate">Practising certificate</label>
        <p id="certificate-hint">A PDF or a photo</p>
        <FileInput
          ref={ref}
          id="certificate"
          name="certificate"
          accept="application/pdf,image/jpeg"
          aria-describedby="certificate-hint"
          className="application-document"
          onChange={(event) => onChange(event.target.files?.[0])}
        />
      </>,
    );
    const input = screen.getByLabelText('Practising certificate');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveClass('coaz-file-input', 'application-document');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg');
    expect(input).toHaveAccessibleDescription('A PDF or a photo');
    expect(ref.current).toBe(input);
    const file = new File(['%PDF'], 'certificate.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    expect(onChange).toHaveBeenCalledWith(file);
    await expectNoAxeViolations(container);
  });

  it('is the chooser ImageFileInput uses, so both look alike', () => {
    render(<ImageFileInput label="Profile photo" onChange={() => undefined} />);
    expect(screen.getByLabelText('Profile photo')).toHaveClass('coaz-file-input');
  });
});
