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
