import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { StatisticsBanner } from './statistics-banner';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    '/coaz/api/users/count': '1250',
    '/coaz/api/users/count/active': '812',
  });
});

afterAll(() => server.close());

describe('StatisticsBanner', () => {
  it("shows the server's figures and hides the one that failed, telling nobody", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <TestProviders client={testApiClient(server.url)}>
        <StatisticsBanner partners={7} />
      </TestProviders>,
    );
    const figures = screen.getByRole('region', { name: 'The association in numbers' });
    const figure = (label: string) =>
      within(figures)
        .queryAllByRole('listitem')
        .find((item) => item.textContent?.endsWith(label));
    await vi.waitFor(() => expect(figure('Members')).toHaveTextContent('1,250'));
    await vi.waitFor(() => expect(figure('Active members')).toHaveTextContent('812'));
    expect(figure('Partners')).toHaveTextContent('7');
    await vi.waitFor(() => expect(figure('Districts')).toBeUndefined());
    expect(within(figures).queryByText('…')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged).toHaveBeenCalled();
    await expectNoAxeViolations(container);
    logged.mockRestore();
  });
});
