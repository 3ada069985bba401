import { rightToLeft } from '@coaz/vitest-config/story-decorators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { sampleImage } from '../internal/story-images';
import type { PersonDetails } from '../person/person-details';
import { PersonCard } from '../person-card/person-card';
import { PersonDialog, type PersonDialogProps } from './person-dialog';

const defaultPhotos = {
  female: sampleImage(320, 'Default picture', 240, 240),
  male: sampleImage(200, 'Default picture', 240, 240),
};

const president: PersonDetails = {
  name: 'Natasha Phiri',
  position: 'National President',
  tenure: '2022 to 2026',
  email: 'president@example.org',
  about: 'A clinical officer anaesthetist who has worked in Mansa and Lusaka for twelve years.',
  qualifications: ['Diploma in Clinical Medicine', 'Advanced Diploma in Anaesthesia'],
  contributions: ['Led the campaign for rural allowances', 'Founded the mentorship programme'],
  gender: 'female',
};

/** A card that opens the dialog, as the leadership page uses them. */
function CardWithDialog(props: PersonDialogProps) {
  const [shown, setShown] = useState<PersonDetails | null>(null);
  const person = props.person ?? president;
  return (
    <div style={{ maxWidth: 260 }}>
      <PersonCard person={person} defaultPhotos={defaultPhotos} onSelect={() => setShown(person)} />
      <PersonDialog {...props} person={shown} onClose={() => setShown(null)} />
    </div>
  );
}

const meta = {
  title: 'UI Kit/Content/PersonDialog',
  component: PersonDialog,
  args: { person: president, onClose: () => undefined, defaultPhotos },
  render: (args) => <CardWithDialog {...args} />,
} satisfies Meta<typeof PersonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole('button', { name: 'Natasha Phiri' });
    await userEvent.click(opener);
    const dialog = body.getByRole('dialog', { name: 'Natasha Phiri' });
    await expect(within(dialog).getByText('2022 to 2026')).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Contributions' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

/** On a right-to-left page the close button sits in the panel's top-left corner. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Natasha Phiri' }));
    const dialog = body.getByRole('dialog', { name: 'Natasha Phiri' });
    const close = within(dialog).getByRole('button', { name: /close/i });
    const panel = dialog.getBoundingClientRect();
    const button = close.getBoundingClientRect();
    await expect(Math.round(button.left - panel.left)).toBeLessThan(
      Math.round(panel.right - button.right),
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const DefaultPicture: Story = {
  args: { person: { name: 'Joseph Tembo', position: 'Treasurer', gender: 'male' } },
};

export const LongText: Story = {
  args: {
    person: {
      ...president,
      about:
        'Born in Kawambwa, trained at Chainama College, and posted first to a rural health centre with no electricity, she has spent her career improving emergency care in remote districts. '.repeat(
          4,
        ),
      contributions: Array.from(
        { length: 8 },
        (_, index) => `Contribution number ${index + 1} to the association’s work`,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Natasha Phiri' }));
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
