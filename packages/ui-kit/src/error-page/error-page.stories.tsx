import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { mobileFrame } from '../internal/story-frames';
import { ErrorPage } from './error-page';

const meta = {
  title: 'UI Kit/Feedback/ErrorPage',
  component: ErrorPage,
  args: {
    title: 'Unexpected Application Error!',
    status: 500,
    message:
      'Something went wrong while showing this page. Try again, or go back to the home page.',
    actions: (
      <>
        <Button>Try again</Button>
        <a className="coaz-link" href="#home">
          Go to the home page
        </a>
      </>
    ),
    details: 'TypeError: Cannot read properties of undefined (reading "title")\n    at NewsRoute',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorState: Story = {
  name: 'Error',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    );
    await userEvent.click(canvas.getByText('Technical details'));
    await expect(canvas.getByText(/TypeError/)).toBeVisible();
  },
};

export const NotFound: Story = {
  args: {
    title: 'Page not found',
    status: 404,
    message: 'The page may have moved. Use the menu or search to find what you need.',
    details: undefined,
  },
};

export const LongText: Story = {
  args: {
    details: `Error: request failed\n${'    at someFunction (https://example.org/assets/entry.client-abc123.js:1:23456)\n'.repeat(20)}`,
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
