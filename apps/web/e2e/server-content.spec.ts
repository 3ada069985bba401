import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

// These pages load their content from the server's APIs in the browser (`/api/constitution`,
// `/api/contents`); the careers page's open posts are in its HTML (editable-content.spec.ts).

interface ConstitutionArticle {
  number: number;
  title: string;
  anchor: string;
}

test('/constitution shows every Article the server indexed and opens at a cited one', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/constitution');
  expect(response.status()).toBe(200);
  const { articles } = (await response.json()) as { articles: ConstitutionArticle[] };
  const cited = articles[Math.floor(articles.length / 2)];
  if (!cited) throw new Error('the server indexed no Articles');
  await openPage(page, `/constitution#${cited.anchor}`);
  const article = page.locator(`[id="${cited.anchor}"]`);
  await expect(article.getByRole('heading', { level: 3 })).toHaveText(
    `Article ${cited.number}: ${cited.title}`,
  );
  await expect(article).toBeInViewport();
  await expect(page.locator('article.constitution-article')).toHaveCount(articles.length);
});

test('the news page lists the notices published through the member portal', async ({
  page,
  request,
}) => {
  const entries = (await (await request.get('/api/contents')).json()) as { title: string }[];
  const first = entries[0];
  if (!first) throw new Error('the server has no published contents');
  await openPage(page, '/news');
  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(notices.getByRole('heading', { name: first.title, level: 3 })).toBeVisible();
  await expect(notices.getByRole('heading', { level: 3 })).toHaveCount(entries.length);
});
