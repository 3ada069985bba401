import { describe, expect, it } from 'vitest';
import { readQuestionForms } from './question-forms';

describe('readQuestionForms', () => {
  it('reads "what does the X do" as a question about its functions', () => {
    expect(readQuestionForms('What does the Vice-President do?')).toBe(
      'what are the functions of the Vice-President?',
    );
    expect(readQuestionForms('what does the clerk of the general assembly do')).toBe(
      'what are the functions of the clerk of the general assembly',
    );
    expect(readQuestionForms('so what does the national executive committee do exactly')).toBe(
      'so what are the functions of the national executive committee exactly',
    );
    expect(readQuestionForms('what do district representatives do')).toBe(
      'what are the functions of district representatives',
    );
  });

  it('leaves what a member should do, and anything that is no name, as written', () => {
    for (const question of [
      'What does a member do if they are suspended?',
      'what does the constitution say i should do',
      'what do i do to appeal',
      'what should we do about a rigged election',
      'What does the council do with complaints?',
    ]) {
      expect(readQuestionForms(question)).toBe(question);
    }
  });
});
