import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import {
  storyDefaultPhotos,
  storyLongOffice,
  storyPresident,
  storyTreasurer,
} from '../internal/story-people';
import { PersonProfile } from './person-profile';

const meta = {
  title: 'UI Kit/Content/PersonProfile',
  component: PersonProfile,
  args: { person: storyPresident, defaultPhotos: storyDefaultPhotos(240) },
} satisfies Meta<typeof PersonProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In a section of a page under its second-level heading, as the governance pages show a person's
 * details where the dialog cannot open (JavaScript off): the name is a third-level heading, and a
 * `PersonCard`'s `detailsHref` (`#` and the section's id) leads here.
 */
export const InAPageSection: Story = {
  args: { headingLevel: 3 },
  render: (args) => (
    <section aria-labelledby="profile-name">
      <h2>Composition</h2>
      <PersonProfile {...args} nameId="profile-name" />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: "The President's name" })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: "The President's name" }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Qualifications' })).toBeVisible();
  },
};

/**
 * A person the editors have entered only a name and a position for: the default picture for
 * their gender, and no empty Tenure, Email, About or lists.
 */
export const NameAndPositionOnly: Story = {
  args: { person: storyTreasurer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "The Treasurer's name" })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'About' })).toBeNull();
    await expect(canvas.queryByText('Tenure')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    person: {
      ...storyPresident,
      ...storyLongOffice,
      about: `${storyPresident.about} `.repeat(4).trim(),
      contributions: Array.from(
        { length: 8 },
        (_, index) =>
          `Contribution ${index + 1} to the association’s work, as the secretariat words it`,
      ),
    },
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
