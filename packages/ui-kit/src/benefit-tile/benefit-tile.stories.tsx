import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { BenefitTile } from './benefit-tile';

const meta = {
  title: 'UI Kit/Cards/BenefitTile',
  component: BenefitTile,
  args: {
    title: 'Discounted CPD courses',
    description: 'Half price on every accredited course run by the association.',
    paidMembersOnly: true,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BenefitTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaidMembersOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('PAID MEMBERS ONLY')).toBeVisible();
  },
};

export const OpenToAll: Story = {
  args: { paidMembersOnly: false, title: 'Monthly newsletter' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('PAID MEMBERS ONLY')).toBeNull();
  },
};

/** Tiles whose shared condition the page says once for the group, as the COAZ home page does. */
export const TitleOnly: Story = {
  args: { paidMembersOnly: false, description: undefined, title: 'CPD for your licence renewal.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
  },
};

export const LongText: Story = {
  args: {
    title: 'Representation at disciplinary hearings before the Health Professions Council',
    description:
      'A trained representative accompanies you to every hearing, helps you prepare your statement and follows up on the outcome until the matter is closed.',
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
