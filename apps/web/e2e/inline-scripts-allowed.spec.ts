import { expect, test } from '@playwright/test';
import { startApp } from './open-page';

// The server allows only the inline scripts the app wrote with its marker, by hash, and takes the
// marker out (apps/server, `markedScriptHashes`). If an inline script of the app's own lost its
// marker, the browser would refuse it here: the starter, React Router's start-up or hydration data,
// or the join form's kept fields. React treats `nonce` apart, so hydration is watched too.
const PAGES = ['/', '/news', '/join', '/login', '/about', '/no-such-page'];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { coazViolations: string[] }).coazViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
});

for (const path of PAGES) {
  test(`${path} runs every inline script of its own and hydrates without a complaint`, async ({
    page,
  }) => {
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        complaints.push(message.text());
    });
    page.on('pageerror', (error) => complaints.push(error.message));
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('coazStartOnDemand(');
    // The marker never leaves the server.
    expect(html).not.toMatch(/\snonce=/);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await startApp(page);
    expect(
      await page.evaluate(() => (window as unknown as { coazViolations: string[] }).coazViolations),
    ).toEqual([]);
    expect(
      complaints.filter((text) => /Content Security Policy|hydrat|#418|nonce/i.test(text)),
    ).toEqual([]);
  });
}
