import { describe, expect, it } from 'vitest';
import type { AnswerProvider } from './answer-provider';
import { ProviderError } from './provider-error';
import { shareCompletions } from './share-completions';

function countingProvider(answer: (call: number) => Promise<string>) {
  const calls: string[] = [];
  const provider: AnswerProvider = {
    name: 'counting',
    model: 'm',
    complete: (messages) => {
      calls.push(messages.map((message) => message.content).join('|'));
      return answer(calls.length);
    },
  };
  return { provider, calls };
}

describe('shareCompletions', () => {
  it('asks once for a conversation asked again, while it runs and after', async () => {
    let finish: (text: string) => void = () => undefined;
    const { provider, calls } = countingProvider(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const shared = shareCompletions(provider);
    const question = [{ role: 'user' as const, content: 'Can I be expelled?' }];
    const first = shared.complete(question);
    const second = shared.complete([{ role: 'user', content: 'Can I be expelled?' }]);
    finish('Yes, for gross misconduct.');
    expect(await first).toBe('Yes, for gross misconduct.');
    expect(await second).toBe('Yes, for gross misconduct.');
    expect(await shared.complete(question)).toBe('Yes, for gross misconduct.');
    expect(calls).toHaveLength(1);
    expect(shared).toMatchObject({ name: 'counting', model: 'm' });
  });

  it('asks again after a failure, and keeps only the latest conversations', async () => {
    const { provider, calls } = countingProvider((call) =>
      call === 1 ? Promise.reject(new ProviderError('down')) : Promise.resolve(`answer ${call}`),
    );
    const shared = shareCompletions(provider, { size: 2 });
    const ask = (content: string) => shared.complete([{ role: 'user', content }]);
    await expect(ask('a')).rejects.toThrow('down');
    expect(await ask('a')).toBe('answer 2');
    await ask('b');
    await ask('c');
    expect(await ask('a')).toBe('answer 5');
    expect(calls).toEqual(['a', 'a', 'b', 'c', 'a']);
  });
});
