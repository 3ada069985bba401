import { expect, test } from '@playwright/test';

/** The `<title>`s of an HTML answer, in order. */
function titlesOf(html: string): string[] {
  return [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1] ?? '');
}

test('an entry a page group does not have answers 404 with the title of any unknown address', async ({
  request,
}) => {
  const unknown = await request.get('/nope');
  expect(unknown.status()).toBe(404);
  const titles = titlesOf(await unknown.text());
  expect(titles).toEqual(['Page not found | Clinical Officers Association of Zambia']);
  for (const path of [
    '/categories/nope',
    '/membership/nope',
    '/services/nope',
    '/organisation/governance/nope',
    '/organisation/governance/committees_of_the_executive/nope',
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(titlesOf(await answer.text()), path).toEqual(titles);
  }
});

test('a category keeps the address members shared, and its correct spelling leads there', async ({
  request,
}) => {
  for (const [spelt, kept] of [
    ['specialized_clinicians', 'specialized_cllinicians'],
    ['clinical_anaesthetic_officers', 'clinical_anaesthetic_offices'],
    ['clinical_ophthalmic_officers', 'clinical_ophthalmic_offices'],
  ]) {
    const moved = await request.get(`/categories/${spelt}`, { maxRedirects: 0 });
    expect(moved.status(), spelt).toBe(301);
    expect(moved.headers().location).toBe(`/categories/${kept}`);
    expect((await request.get(`/categories/${kept}`)).status(), kept).toBe(200);
  }
});

test('a mistyped category address leads for good to the one category it means', async ({
  request,
}) => {
  for (const typed of ['/categories/genral', '/Categories/General/', '/category/general']) {
    const moved = await request.get(typed, { maxRedirects: 0 });
    expect(moved.status(), typed).toBe(301);
    expect(moved.headers().location, typed).toBe('/categories/general');
  }
});
