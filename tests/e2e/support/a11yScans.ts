import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ADMIN } from './server';
import { schemas } from '../../../src/resources/registry';
import { hasRecordPage } from '../../../src/resources/shared/routes';

/**
 * Accessibility: axe-core on every route the app has, and on the first record of every list with
 * record pages, with no finding of any impact (minor included), one spec file per theme. Public
 * pages are visited signed out, admin pages signed in (token and theme put in localStorage before
 * the app starts, as a returning admin has them). The admin pages of
 * a theme share one tab and are reached as an admin reaches them, inside the running app: each
 * test pays for its page, not for booting the admin again (and re-reading its whole lists).
 */
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
];

/** Every list screen of the registry (the sidebar's and those without an entry), and whether its rows open a record page. */
const LISTS = schemas
  .filter((schema) => !schema.singleton && !['user', 'kyc', 'notification'].includes(schema.name))
  .map((schema) => ({ route: `/admin/${schema.name}`, records: hasRecordPage(schema) }));

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

async function findings(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? '',
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

/** Waits until the screen has loaded its data: no request in flight, no loading placeholder. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Every screen is headed by its h1 (a list's is read, not drawn): until then it is still coming.
  await expect(page.locator('h1').first()).toBeAttached({ timeout: 15_000 });
  await expect(page.locator('.MuiSkeleton-root, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  // Let entrance transitions finish so contrast is measured on final colours.
  await page.waitForTimeout(400);
}

/** Every screen in one theme: a spec file per theme, so the two run on the two workers at once. */
export function scanEveryScreen(theme: 'light' | 'dark') {
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

  test.describe(`${theme} theme`, () => {
    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no axe finding`, async ({ page }) => {
        await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
        await page.goto(route);
        await settle(page);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        expect(await findings(page)).toEqual([]);
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

      /** The router follows the address bar's history, as after a click on a link. */
      async function open(url: string) {
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, url);
        await expect(page).toHaveURL(new RegExp(`${url}$`));
        await settle(page);
      }

      for (const route of ADMIN_ROUTES) {
        test(`${route} has no axe finding`, async () => {
          await open(route.replace(/:(\w+)$/, (_, key: string) => ids[key]));
          expect(await findings(page)).toEqual([]);
        });
      }

      for (const { route, records } of LISTS) {
        test(`${route}${records ? ' and its first record have' : ' has'} no axe finding`, async () => {
          await open(route);
          expect(await findings(page)).toEqual([]);
          const row = page.locator('tbody tr[tabindex="0"]').first();
          if (!records || !(await row.count())) return;
          // Opened as a keyboard user opens it: the row's Enter.
          await row.press('Enter');
          await expect(page).not.toHaveURL(new RegExp(`${route}$`));
          await settle(page);
          expect(await findings(page)).toEqual([]);
        });
      }
    });
  });
}
