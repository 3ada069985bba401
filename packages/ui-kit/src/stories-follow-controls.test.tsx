import { readdirSync } from 'node:fs';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as dashboardSidebar from './dashboard-sidebar/dashboard-sidebar.stories';
import * as searchBox from './search-box/search-box.stories';
import * as toast from './toast/toast.stories';

// Storybook's Controls panel re-renders a story with the changed args. A story whose wrapper keeps
// an arg in its own state must follow the new value, or the control does nothing.
const { SwitchModes } = composeStories(dashboardSidebar);
const { ShowAndDismiss } = composeStories(toast);
const { KeyboardChoice } = composeStories(searchBox);

describe('stories follow their controls', () => {
  it("DashboardSidebar's mode control switches the mode", () => {
    const { rerender } = render(<SwitchModes />);
    expect(screen.getByRole('button', { name: 'View' })).toHaveAttribute('aria-pressed', 'true');
    rerender(<SwitchModes mode="edit" />);
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("Toast's open control shows the message", () => {
    const { rerender } = render(<ShowAndDismiss />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<ShowAndDismiss open />);
    expect(screen.getByRole('status')).toHaveTextContent('Your profile was saved.');
  });

  it("SearchBox's query control fills the box", () => {
    const { rerender } = render(<KeyboardChoice />);
    rerender(<KeyboardChoice query="cons" />);
    expect(screen.getByRole('combobox')).toHaveValue('cons');
  });
});

/** Every story file of the kit, relative to this folder. */
const storyFiles = readdirSync(import.meta.dirname, {
  recursive: true,
  encoding: 'utf8',
}).filter((file) => /^[\w-]+\/[\w-]+\.stories\.tsx$/.test(file));

// A composition story (a loading card, an empty list) renders its own markup and takes no args:
// its Controls panel would list the component's props, and changing them would do nothing.
it('hides the controls of every story that ignores its args', async () => {
  const modules = await Promise.all(
    storyFiles.map(async (file) => {
      const [folder, name] = file.replace('.stories.tsx', '').split('/');
      return [file, (await import(`./${folder}/${name}.stories.tsx`)) as object] as const;
    }),
  );
  const stories = modules.flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name]) => name !== 'default')
      .map(([name, story]) => ({ name: `${file} ${name}`, story: story as StoryShape })),
  );
  expect(stories.length).toBeGreaterThan(100);
  const argless = stories.filter(({ story }) => story.render && story.render.length === 0);
  expect(argless.length).toBeGreaterThan(0);
  expect(
    argless
      .filter(({ story }) => story.parameters?.controls?.disable !== true)
      .map(({ name }) => name),
  ).toEqual([]);
});

interface StoryShape {
  render?: (...args: never[]) => unknown;
  parameters?: { controls?: { disable?: boolean } };
}
