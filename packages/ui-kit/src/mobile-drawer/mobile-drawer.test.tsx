import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MobileDrawer } from './mobile-drawer';

function renderDrawer(onOpenChange = vi.fn()) {
  return render(
    <MobileDrawer label="Menu" onOpenChange={onOpenChange}>
      <a href="/news">News</a>
      <a href="/events">Events</a>
    </MobileDrawer>,
  );
}

describe('MobileDrawer', () => {
  it('opens a modal drawer with focus inside and keeps Tab within it', async () => {
    const { container } = renderDrawer();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'News' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Events' })).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('closes with Escape and gives focus back to the hamburger', async () => {
    const onOpenChange = vi.fn();
    renderDrawer(onOpenChange);
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(hamburger).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes when a link inside is followed or the close button is pressed', async () => {
    renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const news = screen.getByRole('link', { name: 'News' });
    news.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(news);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
