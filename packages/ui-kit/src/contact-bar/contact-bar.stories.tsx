import { rightToLeft } from '@coaz/vitest-config/story-decorators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { readsLeftToRight } from '../internal/story-reading-order';
import { ContactBar } from './contact-bar';

const meta = {
  title: 'UI Kit/Layout/ContactBar',
  component: ContactBar,
  args: {
    entries: [
      { label: '+260 977 000 111', href: 'tel:+260977000111' },
      { label: 'info@example.org', href: 'mailto:info@example.org' },
      { label: 'Plot 12, Example Road, Lusaka' },
    ],
  },
} satisfies Meta<typeof ContactBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '+260 977 000 111' })).toHaveAttribute(
      'href',
      'tel:+260977000111',
    );
    // The kit's typeface, as the header under it has, not the host page's default serif.
    const bar = canvasElement.querySelector('.coaz-contact-bar') as HTMLElement;
    const reference = document.createElement('span');
    reference.style.fontFamily = 'var(--coaz-font-family)';
    canvasElement.append(reference);
    await expect(getComputedStyle(bar).fontFamily).toBe(getComputedStyle(reference).fontFamily);
    reference.remove();
  },
};

/** Each link is a box at least 24 px tall, a target of its own (WCAG 2.2, 2.5.8). */
export const LinkTargets: Story = {
  play: async ({ canvasElement }) => {
    for (const name of ['+260 977 000 111', 'info@example.org']) {
      const link = within(canvasElement).getByRole('link', { name });
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const Empty: Story = { args: { entries: [] } };

export const LongText: Story = {
  args: {
    entries: [
      {
        label:
          'Head office, Fourth floor, Long Acres House, Independence Avenue, Lusaka, Zambia, beside the post office',
      },
      { label: 'membership.and.registration.enquiries@example.org', href: 'mailto:m@example.org' },
    ],
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
