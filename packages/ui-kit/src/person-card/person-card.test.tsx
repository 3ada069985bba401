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
          name: "The President's name",
          position: 'President',
          photo: { src: '/president.jpg', alt: "The President's name", width: 300, height: 300 },
        }}
        onSelect={onSelect}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: "The President's name" })).toHaveAttribute(
      'src',
      '/president.jpg',
    );
    expect(within(card).getByText('President')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: "The President's name" }));
    expect(onSelect).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('falls back to the default picture for the gender, then to initials', () => {
    const { container, rerender } = render(
      <PersonCard
        person={{ name: "The Treasurer's name", position: 'Treasurer', gender: 'male' }}
        defaultPhotos={defaultPhotos}
      />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/male.svg');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    rerender(<PersonCard person={{ name: "The Treasurer's name", position: 'Treasurer' }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('TT')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows an office nobody is named in once, its title as the heading', () => {
    render(
      <PersonCard
        person={{ name: 'National Program Coordinator', position: 'National Program Coordinator' }}
        detailsHref="#composition-1"
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading')).toHaveTextContent('National Program Coordinator');
    expect(within(card).getAllByText(/National Program Coordinator/i)).toHaveLength(1);
  });
});
