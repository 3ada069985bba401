import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { ExpandableText } from './expandable-text';

const about =
  'The association brings together clinical officers from every district. It negotiates conditions of service, publishes guidance on scope of practice, accredits continuing professional development, and speaks for members in national health policy discussions. Members receive a journal, discounts on courses and access to legal advice. Students in training colleges may join as student members and take part in mentorship programmes run by the provincial branches.';

const meta = {
  title: 'UI Kit/Content/ExpandableText',
  component: ExpandableText,
  args: { children: <p>{about}</p> },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExpandableText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByText(about).parentElement as HTMLElement;
    const collapsed = text.getBoundingClientRect().height;
    // The button shows once the stylesheet's scroll timeline finds the text cut (see
    // expandable-text.css): a frame after the story mounts, so it is awaited.
    await userEvent.click(await canvas.findByRole('button', { name: 'Read More' }));
    const less = canvas.getByRole('button', { name: 'Show Less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(collapsed);
    await userEvent.click(less);
    await expect(await canvas.findByRole('button', { name: 'Read More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Several on one page: each button's name carries its section, out of sight. */
export const NamedAfterItsSection: Story = {
  args: { subject: 'About the association' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: 'Read More: About the association' });
    await expect(canvas.getByText('Read More')).toBeVisible();
    await userEvent.click(more);
    await expect(
      canvas.getByRole('button', { name: 'Show Less: About the association' }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

export const ShortTextHasNoButton: Story = {
  args: { children: <p>Short.</p> },
  play: async ({ canvasElement }) => {
    // The stylesheet hides the button of text that fits from the first paint (a scroll timeline
    // on the clamped text, see expandable-text.css); the component's measurement then removes it,
    // which in Storybook's own page may come after the play function starts.
    await waitFor(() => expect(within(canvasElement).queryByRole('button')).toBeNull());
  },
};

export const TwoLines: Story = { args: { collapsedLines: 2 } };

export const LongText: Story = {
  args: {
    children: (
      <>
        <p>{about}</p>
        <p>{about}</p>
        <p>{about}</p>
      </>
    ),
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
