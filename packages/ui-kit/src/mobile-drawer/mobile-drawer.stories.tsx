import { rightToLeft } from '@coaz/vitest-config/story-decorators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { MobileDrawer } from './mobile-drawer';

const links = ['Home', 'About', 'Membership', 'News', 'Events', 'Contact'];

const meta = {
  title: 'UI Kit/Layout/MobileDrawer',
  component: MobileDrawer,
  args: {
    label: 'Menu',
    children: (
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {links.map((link) => (
          <li key={link}>
            <a className="coaz-link" href={`#${link.toLowerCase()}`}>
              {link}
            </a>
          </li>
        ))}
      </ul>
    ),
  },
  decorators: [mobileFrame],
} satisfies Meta<typeof MobileDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FocusStaysInside: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const hamburger = body.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    const close = body.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(body.getByRole('link', { name: 'Contact' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(hamburger).toHaveFocus();
  },
};

/** On a right-to-left page the drawer opens from the right-hand edge, where the reading starts. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Open menu' }));
    const panel = body.getByRole('dialog');
    await waitFor(() =>
      expect(Math.round(panel.getBoundingClientRect().right)).toBe(window.innerWidth),
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Empty: Story = { args: { children: null } };

export const LongText: Story = {
  args: {
    label: 'Menu',
    children: (
      <p>
        Continuing professional development, registration with the Health Professions Council, and
        guidance for clinical officers working in rural health centres across every province.
      </p>
    ),
  },
};

export const MobileWidth: Story = {};
