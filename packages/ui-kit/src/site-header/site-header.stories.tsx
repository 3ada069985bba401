import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContactBar } from '../contact-bar/contact-bar';
import { mobileFrame } from '../internal/story-frames';
import { LoginEntry } from '../login-entry/login-entry';
import { MobileDrawer } from '../mobile-drawer/mobile-drawer';
import { type NavigationItem, NavigationMenu } from '../navigation-menu/navigation-menu';
import { SearchBox } from '../search-box/search-box';
import { SiteHeader } from './site-header';

const items: NavigationItem[] = [
  { label: 'Home', href: '#' },
  { label: 'About', href: '#about' },
  { label: 'Membership', href: '#membership' },
  { label: 'News', href: '#news' },
  { label: 'Events', href: '#events' },
  { label: 'Contact', href: '#contact' },
];

const meta = {
  title: 'UI Kit/Layout/SiteHeader',
  component: SiteHeader,
  args: {
    brand: (
      <a className="coaz-link" href="#home">
        Association logo
      </a>
    ),
    contactBar: (
      <ContactBar
        entries={[{ label: '+260 977 000 111', href: 'tel:+260977000111' }, { label: 'Lusaka' }]}
      />
    ),
    navigation: <NavigationMenu items={items} />,
    search: <SearchBox label="Search the site" results={[]} onSelect={fn()} />,
    account: <LoginEntry loginHref="#login" onLogout={fn()} />,
    mobileMenu: (
      <MobileDrawer label="Menu">
        <NavigationMenu items={items} label="Mobile" layout="column" />
      </MobileDrawer>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 1200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  args: { account: <LoginEntry userName="The member's name" loginHref="#login" onLogout={fn()} /> },
};

export const MobileWidth: Story = {
  decorators: [mobileFrame],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Open menu' }));
    await expect(body.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** A long name and many entries: the navigation keeps one row and moves the rest into 'More'. */
export const LongText: Story = {
  args: {
    brand: (
      <a className="coaz-link" href="#home">
        Clinical officers’ national professional association
      </a>
    ),
    navigation: (
      <NavigationMenu
        items={[
          ...items,
          { label: 'Continuing professional development', href: '#cpd' },
          { label: 'Vacancies', href: '#vacancies' },
        ]}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1100 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await waitFor(() => expect(within(banner).getByRole('button', { name: 'More' })).toBeVisible());
  },
};
