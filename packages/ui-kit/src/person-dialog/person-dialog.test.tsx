import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PersonDetails } from '../person/person-details';
import { PersonDialog } from './person-dialog';

const person: PersonDetails = {
  name: "The Secretary General's name",
  position: 'Secretary General',
  tenure: '2021 to 2025',
  email: 'secretary@example.org',
  about: 'Has worked in district hospitals for fifteen years.',
  qualifications: ['Diploma in Clinical Medicine', 'BSc Public Health'],
  contributions: ['Led the conditions of service talks'],
  gender: 'female',
};

const defaultPhotos = {
  female: { src: '/female.svg', alt: 'Picture', width: 240, height: 240 },
  male: { src: '/male.svg', alt: 'Picture', width: 240, height: 240 },
};

function Opener() {
  const [shown, setShown] = useState<PersonDetails | null>(null);
  return (
    <>
      <button type="button" onClick={() => setShown(person)}>
        Open
      </button>
      <PersonDialog person={shown} onClose={() => setShown(null)} defaultPhotos={defaultPhotos} />
    </>
  );
}

describe('PersonDialog', () => {
  it('shows every detail of the person in a labelled modal', async () => {
    const { baseElement } = render(
      <PersonDialog person={person} onClose={vi.fn()} defaultPhotos={defaultPhotos} />,
    );
    const dialog = screen.getByRole('dialog', { name: "The Secretary General's name" });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Secretary General')).toBeInTheDocument();
    expect(within(dialog).getByText('2021 to 2025')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'secretary@example.org' })).toHaveAttribute(
      'href',
      'mailto:secretary@example.org',
    );
    expect(within(dialog).getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Qualifications' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/female.svg');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expectNoAxeViolations(baseElement);
  });

  it('closes with Escape and returns focus to what opened it', async () => {
    render(<Opener />);
    const open = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(open);
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    await userEvent.click(open);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves out what it was not given', () => {
    render(<PersonDialog person={{ name: 'A Member', position: 'Trustee' }} onClose={vi.fn()} />);
    expect(screen.queryByRole('heading', { name: 'About' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('AM')).toBeInTheDocument();
  });
});
