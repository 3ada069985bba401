import { rightToLeft } from '@coaz/vitest-config/story-decorators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { storyDefaultPhotos, storyPresident, storyTreasurer } from '../internal/story-people';
import type { PersonDetails } from '../person/person-details';
import { PersonCard } from '../person-card/person-card';
import { PersonDialog, type PersonDialogProps } from './person-dialog';

const defaultPhotos = storyDefaultPhotos(240);
/** A card that opens the dialog, as the leadership page uses them. */
function CardWithDialog(props: PersonDialogProps) {
  const [shown, setShown] = useState<PersonDetails | null>(null);
  const person = props.person ?? storyPresident;
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
  args: { person: storyPresident, onClose: () => undefined, defaultPhotos },
  render: (args) => <CardWithDialog {...args} />,
} satisfies Meta<typeof PersonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole('button', { name: "The President's name" });
    await userEvent.click(opener);
    const dialog = body.getByRole('dialog', { name: "The President's name" });
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
    await userEvent.click(body.getByRole('button', { name: "The President's name" }));
    const dialog = body.getByRole('dialog', { name: "The President's name" });
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
  args: { person: storyTreasurer },
};

export const LongText: Story = {
  args: {
    person: {
      ...storyPresident,
      about: `${storyPresident.about} `.repeat(4).trim(),
      contributions: Array.from(
        { length: 8 },
        (_, index) =>
          `Contribution ${index + 1} to the association’s work, as the secretariat words it`,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: "The President's name" }));
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
