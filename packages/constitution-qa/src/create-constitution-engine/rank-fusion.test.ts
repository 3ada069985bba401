import { describe, expect, it } from 'vitest';
import { fuseByScore, promoteParts, type RankedMatch } from './rank-fusion';

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

describe('fuseByScore', () => {
  it("gives a passage its Article's semantic nearness, whichever of its passages the semantic ranking holds", () => {
    const lexical = { ...match(7, 1), similarity: 0 };
    const otherPassage = {
      ...match(7, 1),
      passage: { ...match(7, 1).passage, id: 70 },
      similarity: 0.6,
    };
    const fused = fuseByScore([lexical], [otherPassage], 0.5);
    expect(fused.find((each) => each.passage.id === 7)?.similarity).toBe(0.6);
  });

  const passageOf = (article: number, score: number, byNumber = false) => ({
    ...match(article, score),
    byNumber,
  });

  it('lets a clear lexical lead stand against Articles the semantic ranking scores alike', () => {
    // Six Articles hold every word of the question, so the semantic ranking scores them alike (1)
    // in the document's order; Article 1, which the lexical ranking clearly prefers, is near them
    // but not among them. Fused by rank, the tie's second place outweighed the lexical lead.
    const lexical = [passageOf(1, 17), passageOf(2, 15.6), passageOf(3, 14.3)];
    const semantic = [
      ...[4, 3, 5, 6, 7, 8].map((article) => passageOf(article, 1)),
      passageOf(9, 0.95),
      passageOf(10, 0.92),
      passageOf(11, 0.9),
      passageOf(1, 0.88),
    ];
    expect(articles(fuseByScore(lexical, semantic, 0.5)).slice(0, 2)).toEqual([1, 3]);
  });

  it('lets a clear lexical lead stand against a small semantic one, and a slight lead fall', () => {
    const semantic = [passageOf(2, 0.9), passageOf(1, 0.85)];
    expect(articles(fuseByScore([passageOf(1, 20), passageOf(2, 10)], semantic, 0.3))).toEqual([
      1, 2,
    ]);
    expect(
      articles(fuseByScore([passageOf(1, 20), passageOf(2, 19.9)], [passageOf(2, 0.9)], 0.3)),
    ).toEqual([2, 1]);
  });

  it('keeps Articles named by number first, in the order named, however the others score', () => {
    const lexical = [passageOf(40, 500, true), passageOf(12, 400, true), passageOf(5, 30)];
    const semantic = [passageOf(5, 1), passageOf(40, 0.1)];
    expect(articles(fuseByScore(lexical, semantic, 1))).toEqual([40, 12, 5]);
  });

  it('ranks a passage only the semantic ranking holds by its semantic share alone', () => {
    const fused = fuseByScore([passageOf(1, 10)], [passageOf(8, 0.8), passageOf(1, 0.4)], 0.5);
    expect(articles(fused)).toEqual([1, 8]);
    expect(fused[1]?.score).toBeCloseTo(0.5);
  });
});
