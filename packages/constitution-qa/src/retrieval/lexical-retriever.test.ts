import { describe, expect, it } from 'vitest';
import { parseConstitutionText } from '../parse-constitution-text/parse-constitution-text';
import { sampleConstitution } from '../test-support/sample-constitution';
import { buildPassages } from './constitution-passage';
import { createLexicalRetriever } from './lexical-retriever';

const retriever = createLexicalRetriever(buildPassages(parseConstitutionText(sampleConstitution)));
const topArticle = (question: string) => retriever.search(question, 3)[0]?.passage.articleNumber;

describe('createLexicalRetriever', () => {
  it('matches word forms through stemming', () => {
    expect(topArticle('when is the presidential election held')).toBe(3);
    expect(topArticle('nominations of candidates')).toBe(3);
  });

  it('tells the words and stems the passages use', () => {
    expect(retriever.usesWord('members')).toBe(true);
    expect(retriever.usesWord('membering')).toBe(false);
    expect(retriever.usesStem('member')).toBe(true);
    expect(retriever.usesStem('zebra')).toBe(false);
  });

  it('corrects misspelt words against the words of the document', () => {
    expect(topArticle('subscripton unpayed')).toBe(1);
    expect(retriever.read('presidnet').terms.map((term) => term.stem)).toContain('presid');
  });

  it('leaves out a misspelt function word when a spelling corrector reads it as one', () => {
    const correcting = createLexicalRetriever(
      buildPassages(parseConstitutionText(sampleConstitution)),
      { correct: (word) => (word === 'hapens' ? 'happens' : word) },
    );
    expect(correcting.read('what hapens to my subscription').words).toEqual(['subscription']);
    // Without a corrector the word is one nothing explains, and weighs most.
    expect(retriever.read('what hapens to my subscription').words).toContain('hapens');
  });

  it('weighs a word nothing reads lighter in a message texted as phones text', () => {
    // English knows "gap" (the document does not); nothing knows "qzxvl".
    const reading = createLexicalRetriever(
      buildPassages(parseConstitutionText(sampleConstitution)),
      { knows: (word) => word === 'gap' },
    );
    const weightOf = (question: string, word: string) => {
      const query = reading.read(question);
      return query.wordWeights[query.words.indexOf(word)] ?? 0;
    };
    const plain = weightOf('how do members pay the qzxvl subscription', 'qzxvl');
    const texted = weightOf('hw cn u pay da qzxvl subscription', 'qzxvl');
    expect(texted).toBeGreaterThan(0);
    expect(texted).toBeLessThan(plain / 2);
    // One texting spelling alone ("u") is not yet a texted message.
    expect(weightOf('how do u pay the qzxvl subscription', 'qzxvl')).toBe(plain);
    // A word of English is read as itself, texted or not.
    expect(weightOf('hw cn u pay da gap subscription', 'gap')).toBe(
      weightOf('how do members pay the gap subscription', 'gap'),
    );
  });

  it('reads a word known as English as that word, never as a misspelling of a document word', () => {
    const stems = (options: Parameters<typeof createLexicalRetriever>[1]) =>
      createLexicalRetriever(buildPassages(parseConstitutionText(sampleConstitution)), options)
        .read('when do members fill forms')
        .terms.map((term) => term.stem);
    // One edit from "full", which the sample uses.
    expect(stems({})).toContain('full');
    expect(stems({ knows: (word) => word === 'fill' })).not.toContain('full');
  });

  it('leaves out the places and names a member writes to say who and where they are', () => {
    const reading = createLexicalRetriever(
      buildPassages(parseConstitutionText(sampleConstitution)),
      { correct: (word) => word, knows: () => false },
    );
    expect(reading.read('Mwape from Kasama: what is the subscription').words).toEqual([
      'subscription',
    ]);
    // Also after an Article's number, which the reading takes out of the question.
    expect(reading.read('Article 2 subscription, Mwape asks').words).not.toContain('mwape');
    // Lower-case, an unknown word may be what the question asks about, so it stays.
    expect(reading.read('mwape subscription').words).toEqual(['mwape', 'subscription']);
  });

  it('reads an office after vice or deputy as the office when the document never joins them', () => {
    // The sample names a President but no Vice-President.
    const read = (question: string) => retriever.read(question).words;
    expect(read('can the vice president resign')).toEqual(['vice', 'president', 'resign']);
    expect(read('can the deputy chair a meeting')).toEqual(['deputy', 'chair', 'meeting']);
  });

  it('understands how members ask through the member glossary', () => {
    expect(topArticle('can they kick me out')).toBe(2);
    expect(topArticle('my boss keeps shouting at me')).toBe(4);
    expect(topArticle('can the prez be removed')).toBe(3);
    expect(topArticle('how much are my subs')).toBe(1);
  });

  it('knows which words an Article holds, its title included', () => {
    const fees = retriever.search('annual subscription', 1)[0]?.passage;
    if (!fees) throw new Error('no passage found');
    const stem = (word: string) => retriever.read(word).terms[0]?.stem ?? '';
    expect(retriever.articleHolds(fees, stem('vote'))).toBe(true);
    expect(retriever.articleHolds(fees, stem('fees'))).toBe(true);
    expect(retriever.articleHolds(fees, stem('ballot'))).toBe(false);
  });

  it('puts the Article a question names first, whatever its words', () => {
    for (const question of [
      'What does Article 2 say?',
      'art. 2 please',
      'section 2 of the rules about fees',
    ]) {
      const results = retriever.search(question, 3);
      expect(results[0]?.passage.articleNumber).toBe(2);
      expect(results[0] && 'byNumber' in results[0] && results[0].byNumber).toBe(true);
    }
  });

  it('weighs a word in an Article title above the same word in a body', () => {
    const results = retriever.search('expulsion', 5);
    expect(results[0]?.passage.articleNumber).toBe(2);
  });

  it('reports how much of the question an Article covers', () => {
    const query = retriever.read('expel a member for gross misconduct');
    const [best] = retriever.rank(query, 1);
    expect(best?.coverage).toBeGreaterThan(0.9);
    const [weak] = retriever.rank(retriever.read('expel a member for borrowing kwacha'), 1);
    expect(weak?.coverage).toBeLessThan(0.5);
  });

  it('ranks by a title a misspelt word names, as it does for the word spelt right', () => {
    const appeals = createLexicalRetriever(
      buildPassages(
        parseConstitutionText(
          [
            'Article 1: Appeals',
            '1. A member may ask the Council to review a decision within thirty days.',
            'Article 2: Suspension of Members',
            '1. The committee may suspend a member for misconduct.',
            '2. A suspended member may appeal, and the appeal is heard at the next meeting; an appeal does not lift the suspension.',
            '3. The outcome of the appeal is final.',
          ].join('\n'),
        ),
      ),
    );
    const order = (question: string) =>
      appeals.search(question, 2).map((result) => result.passage.articleNumber);
    expect(order('how do i appeal')).toEqual([1, 2]);
    expect(order('how do i apeal')).toEqual([1, 2]);
  });

  it('finds a title the document misspells under the right spelling', () => {
    const misspelt = createLexicalRetriever(
      buildPassages(
        parseConstitutionText(
          [
            'Article 1: Duties of Representatives',
            '1. Representatives attend meetings. Representatives report yearly to representatives of members.',
            'Article 2: Recall of Reprasentatives',
            '1. A member may be recalled by resolution.',
          ].join('\n'),
        ),
      ),
    );
    const found = misspelt
      .search('representatives', 5)
      .map((result) => result.passage.articleNumber);
    expect(found).toContain(2);
  });

  it('finds nothing for a question sharing no word with the document', () => {
    expect(retriever.search('zebra giraffe', 3)).toEqual([]);
  });
});
