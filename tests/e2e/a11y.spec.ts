import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ADMIN } from './support/server';
import { schemas } from '../../src/resources/registry';

/**
 * Accessibility: axe-core on every route the app has, in both themes, with no serious or
 * critical finding. Public pages are visited signed out, admin pages signed in (token and theme
 * put in localStorage before the app starts, as a returning admin has them). The admin pages of
 * a theme share one tab and are reached as an admin reaches them, inside the running app: each
 * test pays for its page, not for booting the admin again (and re-reading its whole lists).
 */
const THEMES = ['light', 'dark'] as const;

const PUBLIC_ROUTES = [
  '/login',
  '/forgot-password',
  '/register',
  '/reset_password',
  '/otp_validation',
  '/forget_password',
  '/register_successfull',
  '/logout',
  '/no-such-page',
];

const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/user',
  '/admin/user-details/:user',
  '/admin/kyc',
  '/admin/kyc-details/:kyc',
  '/admin/notification',
  '/admin/profile',
  '/admin/2fa',
  '/admin/change-password',
  '/admin/wallet',
  '/admin/wallet/coin',
  '/admin/no-such-page',
  '/admin/treasury',
  // Every list screen of the registry (the sidebar's and those without an entry).
  ...schemas
    .filter((schema) => !schema.singleton && !['user', 'kyc', 'notification'].includes(schema.name))
    .map((schema) => `/admin/${schema.name}`),
];

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

async function seriousFindings(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

/** Waits until the screen has loaded its data: no request in flight, no loading placeholder. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.MuiSkeleton-root, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  // Let entrance transitions finish so contrast is measured on final colours.
  await page.waitForTimeout(400);
}

let token = '';
const ids: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/adminlogin', { data: ADMIN });
  token = ((await login.json()) as { token: string }).token;
  const auth = { authorization: `Bearer ${token}` };
  const list = async (path: string) =>
    (
      (await (await request.post(`/api${path}`, { data: {}, headers: auth })).json()) as {
        result: { _id: string }[];
      }
    ).result;
  ids.user = (await list('/admin/getAllUserData'))[0]._id;
  ids.kyc = (await list('/admin/getAllKycList'))[0]._id;
});

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no serious or critical axe finding`, async ({ page }) => {
        await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
        await page.goto(route);
        await settle(page);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        expect(await seriousFindings(page)).toEqual([]);
      });
    }

    test.describe('signed in', () => {
      let context: BrowserContext;
      let page: Page;

      test.beforeAll(async ({ browser }, testInfo) => {
        context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
        page = await context.newPage();
        await page.addInitScript(
          ([value, adminToken]) => {
            window.localStorage.setItem('theme', value);
            window.localStorage.setItem('adminToken', adminToken);
          },
          [theme, token] as const,
        );
        await page.goto('/admin/dashboard');
        await settle(page);
      });
      test.afterAll(async () => context?.close());

      for (const route of ADMIN_ROUTES) {
        test(`${route} has no serious or critical axe finding`, async () => {
          const url = route.replace(/:(\w+)$/, (_, key: string) => ids[key]);
          // The router follows the address bar's history, as after a click on a link.
          await page.evaluate((to) => {
            window.history.pushState(null, '', to);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, url);
          await expect(page).toHaveURL(new RegExp(`${url}$`));
          await settle(page);
          expect(await seriousFindings(page)).toEqual([]);
        });
      }
    });
  });
}
