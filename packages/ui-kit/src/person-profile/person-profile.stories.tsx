import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { sampleImage } from '../internal/story-images';
import { PersonProfile } from './person-profile';

const meta = {
  title: 'UI Kit/Content/PersonProfile',
  component: PersonProfile,
  args: {
    person: {
      name: 'Natasha Phiri',
      position: 'National President',
      tenure: '2022 to 2026',
      email: 'president@example.org',
      about: 'A clinical officer anaesthetist who has worked in Mansa and Lusaka for twelve years.',
      qualifications: ['Diploma in Clinical Medicine', 'Advanced Diploma in Anaesthesia'],
      contributions: ['Led the campaign for rural allowances'],
      gender: 'female',
    },
    defaultPhotos: {
      female: sampleImage(320, 'Default picture', 240, 240),
      male: sampleImage(200, 'Default picture', 240, 240),
    },
  },
} satisfies Meta<typeof PersonProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In a section of a page under its second-level heading, as the governance pages show a person's
 * details where the dialog cannot open (JavaScript off): the name is a third-level heading.
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
    await expect(canvas.getByRole('region', { name: 'Natasha Phiri' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Natasha Phiri' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Qualifications' })).toBeVisible();
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
