import { describe, expect, it } from 'vitest';
import { createConstitutionEngine } from '../create-constitution-engine/create-constitution-engine';
import { parseConstitutionText } from '../parse-constitution-text/parse-constitution-text';
import { sampleConstitution } from '../test-support/sample-constitution';
import type { AnswerProvider } from './answer-provider';
import { ProviderError } from './provider-error';
import { withDeadline } from './with-deadline';

// A provider of a developer's own that never settles.
const silent: AnswerProvider = {
  name: 'silent',
  model: 'never',
  complete: () => new Promise<string>(() => undefined),
};

describe('withDeadline', () => {
  it('gives up on a provider that never answers with a ProviderError', async () => {
    const failure = withDeadline(silent, 20).complete([{ role: 'user', content: 'Hi' }]);
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toThrow('No answer within 20 ms');
  });

  it('keeps a provider that answers in time', async () => {
    const prompt: AnswerProvider = { name: 'p', model: 'm', complete: async () => 'Yes.' };
    await expect(withDeadline(prompt, 1_000).complete([])).resolves.toBe('Yes.');
  });

  it('lets the engine answer from the clauses when the provider never settles', async () => {
    const steps: string[] = [];
    const engine = createConstitutionEngine(parseConstitutionText(sampleConstitution), {
      provider: silent,
      providerTimeoutMs: 20,
      onProviderError: (_, step) => steps.push(step),
    });
    const reply = await engine.answer({
      query: 'Can a member who is guilty of misconduct be expelled?',
      useRag: true,
    });
    expect(reply.responseType).toBe('rag_qa');
    expect(steps).toEqual(['rewrite', 'answer']);
  });
});
