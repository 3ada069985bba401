import { rightToLeft } from '@coaz/vitest-config/story-decorators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { readsLeftToRight } from '../internal/story-reading-order';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'UI Kit/Layout/SiteFooter',
  component: SiteFooter,
  args: {
    organisationName: 'Example Health Workers Association',
    tagline: 'Serving members since 1990',
    contacts: [
      { label: '+260 977 000 111', href: 'tel:+260977000111' },
      { label: 'info@example.org', href: 'mailto:info@example.org' },
    ],
    location: ['Plot 12, Example Road', 'Lusaka, Zambia'],
    workHours: [{ days: 'Monday to Friday', hours: '08:00-17:00' }],
    links: [
      { label: 'Membership', href: '#membership' },
      { label: 'News', href: '#news' },
    ],
    copyrightYear: 2024,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByText(/08:00-17:00/)).toBeVisible();
    await expect(
      within(footer).getByText('© 2024 Example Health Workers Association'),
    ).toBeVisible();
  },
};

/**
 * Each link of the contact and quick-link lists is a target of its own (WCAG 2.2, 2.5.8): a row
 * at least 24 px tall with a mouse, its line's height, and 44 px on a touch screen
 * (`pointer: coarse`), as wide as its words.
 */
export const LinkTargets: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const least = matchMedia('(pointer: coarse)').matches ? 44 : 24;
    for (const name of ['+260 977 000 111', 'info@example.org', 'Membership', 'News']) {
      const link = within(footer).getByRole('link', { name });
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(least);
    }
  },
};

export const Empty: Story = { args: { contacts: [], location: [], workHours: [], links: [] } };

export const LongText: Story = {
  args: {
    location: [
      'Fourth floor, Long Acres House, corner of Independence Avenue and Church Road, opposite the hospital',
      'Lusaka, Zambia',
    ],
    contacts: [{ label: 'membership.registration.enquiries@example-association.org' }],
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };

/** On a right-to-left page the layout mirrors, but the phone number still reads left to right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByRole('link', { name: '+260 977 000 111' });
    await expect(readsLeftToRight(phone)).toBe(true);
  },
};
