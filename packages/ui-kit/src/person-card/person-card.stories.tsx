import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import {
  storyDefaultPhotos,
  storyLongOffice,
  storyPresident,
  storyPresidentPhoto,
  storyTreasurer,
} from '../internal/story-people';
import { PersonCard } from './person-card';

const meta = {
  title: 'UI Kit/Cards/PersonCard',
  component: PersonCard,
  args: {
    person: {
      name: storyPresident.name,
      position: storyPresident.position,
      photo: storyPresidentPhoto(300),
    },
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PersonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: "The President's name" }),
    );
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

/**
 * With `detailsHref` as well as `onSelect`, as the governance pages give it: here, with
 * JavaScript, the name is the button that opens the dialog. Where scripting is off the button
 * cannot work, so the card shows the name as a link to the person's `PersonProfile` in the page
 * instead (a `(scripting: none)` rule swaps them).
 */
export const LinkedToItsDetails: Story = {
  args: { detailsHref: '#national-president' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: "The President's name" })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** With `detailsHref` and no `onSelect` (no dialog on the page), the name is always the link. */
export const DetailsLinkOnly: Story = {
  args: { detailsHref: '#national-president', onSelect: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: "The President's name" }),
    ).toHaveAttribute('href', '#national-president');
  },
};

export const DefaultPicture: Story = {
  args: { person: storyTreasurer, defaultPhotos: storyDefaultPhotos(300) },
};

/** Neither a photo nor default pictures: the initials of the name stand in. */
export const NoPicture: Story = {
  args: { person: { name: storyTreasurer.name, position: 'Treasurer' }, onSelect: undefined },
};

export const LongText: Story = { args: { person: storyLongOffice } };

export const MobileWidth: Story = { decorators: [mobileFrame] };

/** An office nobody is named in yet is headed by its title, shown once rather than twice. */
export const OfficeWithoutAName: Story = {
  args: {
    person: { name: 'National Program Coordinator', position: 'National Program Coordinator' },
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article'));
    await expect(card.getAllByText('National Program Coordinator')).toHaveLength(1);
  },
};
