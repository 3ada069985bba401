import { describe, expect, it } from 'vitest';
import { fuseByRank, promoteParts, type RankedMatch } from './rank-fusion';

function match(article: number, score: number): RankedMatch {
  return {
    passage: {
      id: article,
      kind: 'article',
      title: `Article ${article}`,
      context: '',
      text: '',
      route: `/constitution#article-${article}`,
      articleNumber: article,
    },
    score,
    coverage: 1,
    similarity: 1,
    matchedStems: new Set(),
    byNumber: false,
  };
}

const articles = (list: RankedMatch[]) => list.map((each) => each.passage.articleNumber);

describe('promoteParts', () => {
  const whole = [match(1, 0.9), match(2, 0.8), match(3, 0.7), match(4, 0.6), match(5, 0.5)];

  it("brings each part's best up behind the whole message's best, keeping the whole's reading", () => {
    const promoted = promoteParts(whole, [match(4, 2), match(5, 2)]);
    expect(articles(promoted)).toEqual([1, 4, 5, 2, 3]);
    expect(promoted[1]?.score).toBe(0.6);
  });

  it('leaves an Article already first where it is, and adds one the whole ranking lacks', () => {
    const promoted = promoteParts(whole, [match(1, 2), match(9, 2)]);
    expect(articles(promoted)).toEqual([1, 9, 2, 3, 4, 5]);
    // Its coverage and nearness were of its part alone: they do not vouch for the message.
    expect(promoted[1]).toMatchObject({ coverage: 0, similarity: 0 });
    expect(articles(promoteParts(whole, [undefined, match(2, 2)]))).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives nothing for nothing', () => {
    expect(promoteParts([], [match(1, 1)])).toEqual([]);
  });
});

describe('fuseByRank', () => {
  it("gives a passage its Article's semantic nearness, whichever of its passages the semantic ranking holds", () => {
    const lexical = { ...match(7, 1), similarity: 0 };
    const otherPassage = {
      ...match(7, 1),
      passage: { ...match(7, 1).passage, id: 70 },
      similarity: 0.6,
    };
    const fused = fuseByRank([lexical], [otherPassage], 0.5);
    expect(fused.find((each) => each.passage.id === 7)?.similarity).toBe(0.6);
  });
});
