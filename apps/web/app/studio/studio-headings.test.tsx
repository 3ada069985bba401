import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScriptedServer } from '../test-support/scripted-server';
import { Studio } from './studio';
import { type StudioSectionId, studioSections } from './studio-sections';
import { renderWithServer } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the studio’s sections', () => {
  // The notices were headed "Manage notices" beside "News", "Events" and "Site settings": each
  // section is headed by the name the sidebar gives it, so an editor sees where they arrived.
  it.each(studioSections(true))('heads $id with its sidebar name', async ({ id, label }) => {
    ({ server } = await renderWithServer(<Studio section={id as StudioSectionId} />, () => ({
      status: 200,
      body: { items: [], nextCursor: null },
    })));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(label);
  });
});
