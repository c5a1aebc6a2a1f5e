import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

/**
 * The app works under the server's Content-Security-Policy: scripts from the origin only, or the
 * build's own inline scripts by their hashes (no other inline script, no eval), no framing. Every main screen loads in Chromium with no CSP violation.
 */
const SCREENS = [
  '/admin/dashboard',
  '/admin/user',
  '/admin/kyc',
  '/admin/profile',
  '/admin/change-password',
  '/admin/2fa',
  '/admin/wallet',
];

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(text)) {
      violations.push(`${page.url()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => violations.push(`${page.url()}: page error ${error.message}`));
  return violations;
}

/** Also listen to the DOM's own report of each violation (not subject to the page's CSP). */
async function recordDomViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}
const domViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

test('the app runs under its Content-Security-Policy with no violation on the main screens', async ({
  page,
}) => {
  // Fourteen screen loads (seven screens in two themes), each waiting for the network to settle.
  test.setTimeout(120_000);
  const violations = watchViolations(page);
  await recordDomViolations(page);
  const first = await page.goto('/login');
  const csp = first!.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("'unsafe-eval'");
  await signIn(page);
  for (const theme of ['dark', 'light']) {
    await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
    for (const path of SCREENS) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root')).not.toBeEmpty();
      expect(await domViolations(page), `${theme} ${path}`).toEqual([]);
      // The theme script (inline in index.html, allowed by its hash) ran before the app.
      expect(
        await page.evaluate(() => document.documentElement.classList.contains('dark')),
        `${theme} ${path}`,
      ).toBe(theme === 'dark');
    }
  }
  expect(violations).toEqual([]);
});

test('an inline script injected into the page is refused (the policy is enforced)', async ({
  page,
}) => {
  // Fourteen screen loads (seven screens in two themes), each waiting for the network to settle.
  test.setTimeout(120_000);
  const violations = watchViolations(page);
  const injected = () =>
    page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.head.appendChild(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
  await page.goto('/login');
  expect(await injected()).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  // The admin's page carries inline scripts of its own (the boot script, the theme), allowed by
  // their hashes: another inline script is still refused there.
  const before = violations.length;
  await signIn(page);
  expect(await injected()).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(before);
});
