import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileField } from './file-field';

// jsdom draws no pictures: the drawing again is photoToUpload's (tested in the studio); this is
// what the field does with the smaller copy it makes.
const smaller = new File([new Uint8Array(700 * 1024)], 'licence.jpg', { type: 'image/jpeg' });
const shrinkPhotos = async (file: File) => (file.type === 'image/jpeg' ? smaller : file);

function Chooser({
  onChange,
  shrink = shrinkPhotos,
}: {
  onChange: (file: File | undefined) => void;
  shrink?: (file: File) => Promise<File>;
}) {
  const [file, setFile] = useState<File>();
  return (
    <FileField
      label="Practising licence"
      name="practisingLicence"
      file={file}
      shrink={shrink}
      onChange={(chosen) => {
        setFile(chosen);
        onChange(chosen);
      }}
    />
  );
}

/** A licence chooser whose check answers a moment later, as the join form's check of the contents does. */
function CheckedChooser() {
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  return (
    <form>
      <FileField
        label="Practising licence"
        name="practisingLicence"
        file={file}
        error={error}
        onChosen={() => setError(undefined)}
        onChange={(chosen) => {
          setFile(chosen);
          if (chosen?.name.endsWith('.txt'))
            setTimeout(() => setError('Attach the licence as a PDF or a picture.'), 20);
        }}
      />
    </form>
  );
}

describe('FileField', () => {
  it('hands on a smaller copy of a phone photo, and says how much smaller', async () => {
    const onChange = vi.fn();
    render(<Chooser onChange={onChange} />);
    const photo = new File([new Uint8Array(4.8 * 1024 * 1024)], 'licence.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(screen.getByLabelText('Practising licence'), photo);
    await vi.waitFor(() => expect(onChange.mock.lastCall?.[0]).toBe(smaller));
    // The original, over 5 MB, was never handed on to be judged by its own size.
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^Chosen: licence\.jpg/)).toHaveTextContent(
      'Chosen: licence.jpg (made smaller to send: 4.8 MB → 700 KB)',
    );
    // The input's value names the file: its description adds only what the value does not say.
    expect(screen.getByLabelText('Practising licence')).toHaveAccessibleDescription(
      '(made smaller to send: 4.8 MB → 700 KB)',
    );
  });

  it('hands on a PDF as it is', async () => {
    const onChange = vi.fn();
    render(<Chooser onChange={onChange} />);
    const pdf = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Practising licence'), pdf);
    await vi.waitFor(() => expect(onChange.mock.lastCall?.[0]).toBe(pdf));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Chosen: licence.pdf')).toBeInTheDocument();
  });

  it('says the photo is being made smaller until it is handed on', async () => {
    const onChange = vi.fn();
    let drawn: (file: File) => void = () => {};
    render(
      <Chooser onChange={onChange} shrink={() => new Promise((resolve) => (drawn = resolve))} />,
    );
    const photo = new File([new Uint8Array(6 * 1024 * 1024)], 'nrc.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Practising licence'), photo);
    expect(screen.getByText(/^Chosen: nrc\.jpg/)).toHaveTextContent(
      'Chosen: nrc.jpg (making it smaller to send…)',
    );
    expect(onChange).not.toHaveBeenCalled();
    drawn(smaller);
    await vi.waitFor(() => expect(onChange.mock.lastCall?.[0]).toBe(smaller));
  });

  // The form clears a document's error once the new choice is handed on, which for a photo is
  // after it is made smaller: until then the old file's error stood beside the new file.
  it('drops the previous file’s error as soon as a new file is chosen, while it is made smaller', async () => {
    let drawn: (file: File) => void = () => {};
    render(
      <FileField
        label="Practising licence"
        name="practisingLicence"
        file={new File(['%PDF-1.4'], 'big-licence.pdf', { type: 'application/pdf' })}
        error="The practising licence is larger than 5 MB"
        shrink={() => new Promise((resolve) => (drawn = resolve))}
        onChange={() => {}}
      />,
    );
    const input = screen.getByLabelText('Practising licence');
    expect(input).toBeInvalid();
    const photo = new File([new Uint8Array(6 * 1024 * 1024)], 'licence.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(input, photo);
    expect(screen.getByText(/^Chosen: licence\.jpg/)).toHaveTextContent(
      'Chosen: licence.jpg (making it smaller to send…)',
    );
    expect(screen.queryByText('The practising licence is larger than 5 MB')).toBeNull();
    expect(input).not.toBeInvalid();
    expect(input).not.toHaveAccessibleDescription(/larger than/);
    drawn(smaller);
  });

  it('tells the form a new file is chosen before it is made smaller and handed on', async () => {
    let drawn: (file: File) => void = () => {};
    const onChosen = vi.fn();
    const onChange = vi.fn();
    render(
      <FileField
        label="Student card"
        name="studentCard"
        file={undefined}
        shrink={() => new Promise((resolve) => (drawn = resolve))}
        onChosen={onChosen}
        onChange={onChange}
      />,
    );
    const photo = new File([new Uint8Array(6 * 1024 * 1024)], 'card.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Student card'), photo);
    expect(onChosen).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    drawn(smaller);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(smaller));
  });

  // A file input's value is the chosen file's name ("Practising licence, button, licence.pdf"):
  // the chosen line as its description too made screen readers say the name twice.
  it('says the chosen file once: the input names it, the chosen line is not its description', async () => {
    render(<Chooser onChange={() => {}} />);
    const input = screen.getByLabelText('Practising licence');
    const pdf = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf);
    expect(await screen.findByText('Chosen: licence.pdf')).toBeVisible();
    expect((input as HTMLInputElement).files?.[0]?.name).toBe('licence.pdf');
    expect(input).not.toHaveAccessibleDescription(/licence\.pdf/);
  });

  it('describes the input with the file the form keeps when the input itself holds none', () => {
    const kept = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
    render(
      <FileField
        label="Practising licence"
        name="practisingLicence"
        file={kept}
        onChange={() => {}}
      />,
    );
    expect(screen.getByLabelText('Practising licence')).toHaveAccessibleDescription(
      'Chosen: licence.pdf',
    );
  });

  // The star beside the label is hidden from screen readers (it would be read as "star"), and
  // Chromium passes on no required state for a file input (its button): the name says it. The
  // input's own `required` would have marked it invalid before anything was tried.
  it('tells assistive technology that a required document is required, and an optional one not', () => {
    render(
      <>
        <FileField
          label="Practising licence"
          name="practisingLicence"
          file={undefined}
          onChange={() => {}}
          required
        />
        <FileField
          label="Other document"
          name="otherDocument"
          file={undefined}
          onChange={() => {}}
        />
      </>,
    );
    const licence = screen.getByLabelText(/^Practising licence/);
    expect(licence).toHaveAccessibleName('Practising licence (required)');
    expect(licence).not.toBeInvalid();
    expect(screen.getByLabelText('Other document')).toHaveAccessibleName('Other document');
  });
  it('says the problem of a wrong kind of file, where the cursor stays on the input', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<CheckedChooser />);
    const input = screen.getByLabelText('Practising licence');
    await user.upload(input, new File(['notes'], 'licence.txt', { type: 'text/plain' }));
    expect(input).toHaveFocus();
    await waitFor(() => expect(input).toBeInvalid());
    expect(input).toHaveAccessibleDescription('Attach the licence as a PDF or a picture.');
    const spoken = () => container.querySelector('[data-field-error-announcement]');
    await waitFor(() =>
      expect(spoken()).toHaveTextContent('Attach the licence as a PDF or a picture.'),
    );
    expect(spoken()).toHaveAttribute('aria-live', 'polite');
    // A good file after it: nothing more is said.
    await user.upload(input, new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(input).not.toBeInvalid());
  });
});
