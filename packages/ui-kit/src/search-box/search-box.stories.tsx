import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useArgState } from '../internal/story-arg-state';
import { mobileFrame } from '../internal/story-frames';
import { SearchBox, type SearchBoxProps, type SearchResult } from './search-box';

const pages: SearchResult[] = [
  { id: 'membership', title: 'Membership', description: 'Join or renew' },
  { id: 'cpd', title: 'Continuing professional development', description: 'Courses and points' },
  { id: 'events', title: 'Events', description: 'Conferences and meetings' },
  { id: 'constitution', title: 'Constitution' },
];

/** Filters the sample pages as the web app's search would; the query control still sets the text. */
function FilteringSearchBox(props: SearchBoxProps) {
  const [query, setQuery] = useArgState(props.query ?? '');
  const found = props.results.filter((page) =>
    page.title.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return <SearchBox {...props} query={query} onQueryChange={setQuery} results={found} />;
}

const meta = {
  title: 'UI Kit/Layout/SearchBox',
  component: SearchBox,
  args: { label: 'Search the site', placeholder: 'Search…', results: pages, onSelect: fn() },
  render: (args) => <FilteringSearchBox {...args} />,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardChoice: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search the site' });
    await userEvent.type(input, 'e');
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(pages[1]);
    await expect(input).toHaveValue('Continuing professional development');
  },
};

/**
 * A screen reader hears how many suggestions came ("3 suggestions"), politely, once typing pauses
 * (`announceDelay`, 700 ms), not at every keystroke; nothing extra is seen.
 */
export const SuggestionCount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search the site' });
    const spoken = canvasElement.querySelector('[aria-live="polite"]');
    await userEvent.type(input, 'e');
    await expect(input).toHaveAccessibleDescription('3 suggestions');
    await userEvent.type(input, 'vents');
    await expect(input).toHaveAccessibleDescription('1 suggestion');
    await waitFor(() => expect(spoken).toHaveTextContent('1 suggestion'), { timeout: 2000 });
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    await expect(canvas.getByText('No results')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'mem');
    await expect(canvas.getByText('Searching…')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Search is unavailable right now. Try again in a minute.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'mem');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const LongText: Story = {
  args: {
    results: [
      {
        id: 'long',
        title:
          'Guidelines for the registration of clinical officers trained outside Zambia and the recognition of their qualifications',
        description:
          'Registration, licensing and practice requirements for every category of member',
      },
    ],
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame], args: { showLabel: true } };
