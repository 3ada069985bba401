// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContentEntry } from '../contents/content-types';
import { renderWithClient } from '../test-support/render-with-client';
import { createTestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { useContents } from './use-contents';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function Noticeboard({ staleVersion }: { staleVersion?: number }) {
  const { query, create, update, remove } = useContents();
  const first: ContentEntry | undefined = query.data?.[0];
  if (query.isPending) return <p>Loading notices…</p>;
  return (
    <section>
      <ul aria-label="Notices">
        {query.data?.map((entry) => (
          <li key={entry.id}>
            {entry.title} (v{entry.version})
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => create.mutate({ title: 'CPD week', body: 'Sessions in Lusaka.' })}
      >
        Publish
      </button>
      {first && (
        <>
          <button
            type="button"
            onClick={() =>
              update.mutate({
                id: first.id,
                entry: {
                  ...first,
                  title: 'CPD week moved',
                  version: staleVersion ?? first.version,
                },
              })
            }
          >
            Rename
          </button>
          <button type="button" onClick={() => remove.mutate(first.id)}>
            Delete
          </button>
        </>
      )}
      {update.error && <p role="alert">{update.error.message}</p>}
    </section>
  );
}

function editorClient() {
  const { client, tokenStore } = createTestClient(server);
  tokenStore.write(server.issueTokens('demo.editor'));
  return client;
}

describe('useContents', () => {
  it('keeps the cached list current through create, update and delete without refetching', async () => {
    renderWithClient(editorClient(), <Noticeboard />);
    const list = await screen.findByRole('list', { name: 'Notices' });
    expect(list).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('CPD week (v1)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('CPD week moved (v2)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(/CPD week/)).not.toBeInTheDocument());

    expect(server.count('GET', '/api/contents')).toBe(1);
  });

  it('shows the conflict message and reloads the list after a stale edit', async () => {
    const client = editorClient();
    const opened = await client.contents.create({ title: 'CPD week', body: 'Lusaka' });
    await client.contents.update(opened.id, { ...opened, title: 'CPD week (updated)' });
    server.received.length = 0;
    renderWithClient(client, <Noticeboard staleVersion={opened.version} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else saved this entry after you opened it.',
    );
    await waitFor(() => expect(server.count('GET', '/api/contents')).toBe(2));
    expect(screen.getByText('CPD week (updated) (v2)')).toBeInTheDocument();
  });
});
