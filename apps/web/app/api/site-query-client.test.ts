import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { createSiteQueryClient } from './site-providers';

afterEach(() => {
  onlineManager.setOnline(true);
});

it('sends a form while the phone says it is offline, so the refusal is said instead of a wait', async () => {
  // A cheap phone between masts: the browser reports no connection.
  onlineManager.setOnline(false);
  const send = vi.fn().mockRejectedValue(new Error('Could not reach the server.'));
  const login = new MutationObserver(createSiteQueryClient(), { mutationFn: send });
  await expect(login.mutate(undefined)).rejects.toThrow('Could not reach the server.');
  expect(send).toHaveBeenCalledTimes(1);
}, 5000);
