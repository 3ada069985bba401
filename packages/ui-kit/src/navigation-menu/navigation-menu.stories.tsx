import { rightToLeft } from '@coaz/vitest-config/story-decorators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { type NavigationItem, NavigationMenu } from './navigation-menu';

const items: NavigationItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'About',
    href: '/about',
    children: [
      { label: 'Leadership', href: '/about/leadership' },
      { label: 'Committees', href: '/about/committees' },
    ],
  },
  { label: 'Membership', href: '/membership' },
  { label: 'News', href: '/news' },
  { label: 'Events', href: '/events' },
  { label: 'Partners', href: '/partners' },
  { label: 'Vacancies', href: '/vacancies' },
  { label: 'Contact', href: '/contact' },
];

const meta = {
  title: 'UI Kit/Layout/NavigationMenu',
  component: NavigationMenu,
  args: { items, currentPath: '/news' },
  decorators: [
    (Story) => (
      <div data-testid="frame" style={{ width: 1100, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavigationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleTopLevel = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll(':scope nav > .coaz-nav__list:not(.coaz-nav__measure) > li'),
  ).map((item) => item.textContent);

/** Shrinks the container step by step and checks that entries move into 'More' and come back. */
export const OverflowAtSeveralWidths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTestId('frame');
    const nav = canvas.getByRole('navigation', { name: 'Main' });

    await waitFor(() => expect(canvas.queryByRole('button', { name: 'More' })).toBeNull());
    await expect(visibleTopLevel(canvasElement)).toHaveLength(items.length);

    const counts: number[] = [];
    for (const width of [700, 480, 300]) {
      frame.style.width = `${width}px`;
      await waitFor(() => expect(canvas.getByRole('button', { name: 'More' })).toBeVisible());
      const list = nav.querySelector('.coaz-nav__list') as HTMLElement;
      // Settled once the row no longer overflows its container.
      await waitFor(() => expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth));
      counts.push(visibleTopLevel(canvasElement).length - 1);
    }
    await expect(counts[0]).toBeGreaterThan(counts[1] ?? 0);
    await expect(counts[1]).toBeGreaterThan(counts[2] ?? 0);

    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(canvas.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'News' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    frame.style.width = '1100px';
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'More' })).toBeNull());
  },
};

export const Submenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const about = canvas.getByRole('button', { name: 'About' });
    await userEvent.click(about);
    await expect(canvas.getByRole('link', { name: 'Leadership' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On a right-to-left page a submenu hangs from its entry's right-hand edge. */
export const SubmenuRightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const about = canvas.getByRole('button', { name: 'About' });
    await userEvent.click(about);
    const submenu = canvas.getByRole('link', { name: 'Leadership' }).closest('ul') as HTMLElement;
    const entry = about.closest('li') as HTMLElement;
    await expect(Math.round(submenu.getBoundingClientRect().right)).toBe(
      Math.round(entry.getBoundingClientRect().right),
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Empty: Story = { args: { items: [] } };

export const LongText: Story = {
  args: {
    items: [
      { label: 'Continuing professional development and training', href: '/cpd' },
      { label: 'Regulations, guidelines and the constitution', href: '/rules' },
      ...items,
    ],
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };

/** As it appears inside the mobile drawer: every entry listed, submenus opening in place. */
export const Column: Story = {
  args: { layout: 'column', label: 'Mobile' },
  decorators: [mobileFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'About' }));
    await expect(canvas.getByRole('link', { name: 'Committees' })).toBeVisible();
  },
};
