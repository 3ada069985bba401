import { describe, expect, it } from 'vitest';
import { contentStems, tokenise } from './tokenise';

describe('tokenise', () => {
  it('gives each word with its stem and offsets, dropping possessive endings', () => {
    expect(tokenise("The Association's fees")).toEqual([
      { word: 'the', stem: 'the', start: 0, end: 3 },
      { word: 'association', stem: 'associ', start: 4, end: 17 },
      { word: 'fees', stem: 'fee', start: 18, end: 22 },
    ]);
  });

  it('adds the joined word after the parts of a hyphenated compound', () => {
    expect(tokenise('By-elections held').map((token) => token.word)).toEqual([
      'by',
      'elections',
      'byelections',
      'held',
    ]);
    const compound = tokenise('By-elections held')[2];
    expect(compound).toMatchObject({ start: 0, end: 12 });
  });

  it('reads an office named with vice or deputy as one word, never as the office it deputises', () => {
    const words = (text: string) => tokenise(text).map((token) => token.word);
    expect(words('The Vice-President shall')).toEqual(['the', 'vice', 'vicepresident', 'shall']);
    expect(words('the vice president')).toEqual(['the', 'vice', 'vicepresident']);
    expect(words('two Deputy\nSpeakers')).toEqual(['two', 'deputy', 'deputyspeakers']);
    expect(tokenise('Vice-President')[1]).toMatchObject({ start: 0, end: 14 });
    // Only the next word joins, and only a word of meaning.
    expect(words('a deputy of the Speaker')).toEqual(['a', 'deputy', 'of', 'the', 'speaker']);
    expect(words('the President')).toEqual(['the', 'president']);
  });

  it('reads a noun of a verb and "off" as one word, never its verb', () => {
    const words = (text: string) => tokenise(text).map((token) => token.word);
    expect(words('the run-off shall')).toEqual(['the', 'runoff', 'shall']);
    expect(words('a ten-year cooling-off period')).toEqual([
      'a',
      'ten',
      'year',
      'tenyear',
      'coolingoff',
      'period',
    ]);
    expect(tokenise('a run-off')[1]).toMatchObject({ start: 2, end: 9 });
  });

  it('reads an indefinite pronoun as a function word however it is typed, and its possessive', () => {
    expect(contentStems('if no1 objects, evry1s vote counts')).toEqual(['object', 'vote', 'count']);
    expect(contentStems('can somebodys licence or anyones fee be waived')).toEqual([
      'licenc',
      'fee',
      'waiv',
    ]);
    // A word that only begins like one stays a word.
    expect(contentStems('nobel someoneness')).toEqual(['nobel', 'someon']);
  });

  it('reads text-message spellings of function words as function words', () => {
    expect(contentStems('wen shud i pay ma subs')).toEqual(['pai', 'sub']);
    expect(contentStems('cn da nec suspnd a mbr')).toEqual(['nec', 'suspnd', 'mbr']);
    // Every personal pronoun is a function word, "us" as much as "we" and "our".
    expect(contentStems('can they move us to other stations')).toEqual(['move', 'station']);
    // Numbers stay words: "2" and "4" may be Articles or years.
    expect(contentStems('article 2 or 4')).toEqual(['articl', '2', '4']);
  });

  it('leaves out greetings, forms of address, courtesy and interjections', () => {
    expect(contentStems('Good morning sir, kindly tell me the quorum. Regards')).toEqual([
      'good',
      'quorum',
    ]);
    expect(contentStems('eish ba secretary, hw long is the term lol')).toEqual([
      'secretari',
      'term',
    ]);
    expect(contentStems('mwapoleni, kindly explain the quorum, zikomo')).toEqual(['quorum']);
    expect(contentStems('quick question pls help, urgent: the quorum?')).toEqual(['quorum']);
    expect(contentStems('nga ndi member, chani quorum?')).toEqual(['member', 'quorum']);
    expect(contentStems('bwana mukwai, the quorum kaili')).toEqual(['quorum']);
    expect(contentStems('mwebantu bane, what is the quorum fye, chabwino')).toEqual(['quorum']);
  });

  it('reads "must" as the modal it is and "exist" as framing, not as subjects', () => {
    // Questions say "must" where the constitution says "shall", and "what X exist" for "what X are
    // there"; both are rare in the document, so each weighed more than the subject.
    expect(contentStems('How many members must endorse a nomination?')).toEqual([
      'member',
      'endors',
      'nomin',
    ]);
    expect(contentStems('what sanctions exist')).toEqual(['sanction']);
  });

  it('leaves out words that carry no meaning for retrieval', () => {
    expect(contentStems('what happens if i didnt pay my subscription')).toEqual([
      'pai',
      'subscript',
    ]);
  });

  it('reads contractions typed without the apostrophe and everyday adverbs as function words', () => {
    // The document never uses them, so each weighed as much as a subject nothing explains.
    expect(contentStems('can we remove the prez if hes too sick')).toEqual([
      'remov',
      'prez',
      'sick',
    ]);
    expect(contentStems('whos in charge whenever theyre away')).toEqual(['charg', 'awai']);
    expect(contentStems('is it always required anyway')).toEqual(['requir']);
    // "How far" asks for a time or distance, as "how long" does.
    expect(contentStems('how far in advance is the agenda sent')).toEqual([
      'advanc',
      'agenda',
      'send',
    ]);
    // So does "how soon": the document never says "soon", and it weighed most.
    expect(contentStems('how soon must a vacancy be filled')).toEqual(['vacanc', 'fill']);
    // "Whose" and "nobody" are function words the document never or seldom uses.
    expect(contentStems('whose decision stands if nobody objects')).toEqual([
      'decis',
      'stand',
      'object',
    ]);
  });
});

describe('tokenise, with letters not plain ASCII', () => {
  const words = (text: string) => tokenise(text).map((token) => token.word);

  it('reads accented Latin letters as their plain letters, keeping the offsets as written', () => {
    expect(words('official communiqués')).toEqual(['official', 'communiques']);
    expect(words('İSTANBUL')).toEqual(['istanbul']);
    expect(tokenise('a café bar')[1]).toMatchObject({ word: 'cafe', start: 2, end: 6 });
  });

  it('reads a letter with a combining mark as the letter, within its word', () => {
    expect(words('İSTANBUL'.toLowerCase())).toEqual(['istanbul']);
    expect(tokenise('a cafe\u0301 bar')[1]).toMatchObject({ word: 'cafe', start: 2, end: 7 });
  });
});
