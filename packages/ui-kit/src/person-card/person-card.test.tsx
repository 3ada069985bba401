import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PersonCard } from './person-card';

const defaultPhotos = {
  female: { src: '/female.svg', alt: 'Default', width: 300, height: 300 },
  male: { src: '/male.svg', alt: 'Default', width: 300, height: 300 },
};

describe('PersonCard', () => {
  it('opens the person on request', async () => {
    const onSelect = vi.fn();
    const { container } = render(
      <PersonCard
        person={{
          name: 'Natasha Phiri',
          position: 'President',
          photo: { src: '/phiri.jpg', alt: 'Natasha Phiri', width: 300, height: 300 },
        }}
        onSelect={onSelect}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: 'Natasha Phiri' })).toHaveAttribute(
      'src',
      '/phiri.jpg',
    );
    expect(within(card).getByText('President')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Natasha Phiri' }));
    expect(onSelect).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('falls back to the default picture for the gender, then to initials', () => {
    const { container, rerender } = render(
      <PersonCard
        person={{ name: 'Joseph Tembo', position: 'Treasurer', gender: 'male' }}
        defaultPhotos={defaultPhotos}
      />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/male.svg');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    rerender(<PersonCard person={{ name: 'Joseph Tembo', position: 'Treasurer' }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('JT')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
