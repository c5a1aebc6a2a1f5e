import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN, SERVER_START_TIMEOUT, startServer, type RunningServer } from './support/server';
import { enableAdmin2fa } from './support/twoFactorAdmin';
import { adminToken } from './support/session';
import { callApi } from './support/adminApi';
import { secondOwnerDesk, SECOND_OWNER } from './support/secondOwner';
import type { Authenticator } from './support/totp';

/**
 * Issue #46: each of the four jobs done with the keyboard alone — Tab to move, Enter or Space to
 * act, typing into the field that has the focus. No click, no `fill`: a control the keyboard cannot
 * reach fails its journey, naming where the focus went instead.
 */
test.describe.configure({ mode: 'serial' });
// A job signs in and walks several screens by keyboard: more than the default 45 s on busy cores.
test.describe.configure({ timeout: 120_000 });

const SUPPORT = { email: 'support@exchange.local', password: 'Support@12345' };
const FINANCE = { email: 'ops@exchange.local', password: 'Ops@123456' };

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT);
  server = await startServer();
});

test.afterAll(async () => server?.stop());

/** A short description of the focused element, for a failure's message. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}> ${name}`;
  });

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { back = false, most = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${most} Tabs never reached the target; the focus is on ${await focusedElement(page)}`,
  );
}

/**
 * How an element looks, a frame after the last key (MUI marks keyboard focus by a class it sets on
 * the next render): its outline, shadow, background, border, and whether a focus ripple shows.
 */
const lookOf = (target: Locator) =>
  target.evaluate(async (el) => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const style = getComputedStyle(el);
    const ripple = el.querySelector('.MuiTouchRipple-ripplePulsate, .MuiTouchRipple-rippleVisible');
    return [
      style.outlineStyle,
      style.outlineWidth,
      style.boxShadow,
      style.backgroundColor,
      style.borderColor,
      Boolean(ripple),
    ].join(' | ');
  });

/** Tabs to `target`, checks that the focus shows (it looks different), and presses Enter on it. */
async function activate(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const unfocused = await lookOf(target);
  await tabTo(page, target);
  const focused = await lookOf(target);
  expect(focused, `the focus on ${await focusedElement(page)} does not show`).not.toBe(unfocused);
  await page.keyboard.press('Enter');
}

/** A fresh browser signed in from the login form by keyboard: type, Tab, type, Enter. */
async function signInByKeyboard(
  browser: Browser,
  credentials: { email: string; password: string },
) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await page.keyboard.type(credentials.email);
  // "Forgot password?" sits between the two fields, as on most sign-in forms.
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(credentials.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Opens a sidebar entry from the keyboard, opening its group first when it is closed. */
async function openFromMenu(page: Page, entry: RegExp, group?: string) {
  const link = nav(page).getByRole('link', { name: entry });
  if (group && !(await link.isVisible()))
    await activate(page, nav(page).getByRole('button', { name: group, exact: true }));
  await activate(page, link);
}

/** Tabs into the grid and opens its first row with Enter. */
async function openFirstRow(page: Page) {
  const row = page.locator('tbody tr').first();
  await activate(page, row);
}

/** Answers the 2FA step-up from the keyboard: the code field has the focus; Enter verifies. */
async function stepUpByKeyboard(page: Page, authenticator: Authenticator) {
  const gate = page.getByRole('dialog', { name: 'Two-Factor Verification' });
  await expect(gate).toBeVisible();
  await tabTo(page, gate.getByLabel('Verification code'));
  await page.keyboard.type(await authenticator.next());
  await page.keyboard.press('Enter');
}

test('support agent: opens the oldest open ticket from its queue and answers it', async ({
  browser,
}) => {
  const page = await signInByKeyboard(browser, SUPPORT);
  await openFromMenu(page, /^Open tickets/, 'Support');
  await expect(page).toHaveURL(/\/admin\/support\/Support\?/);
  await openFirstRow(page);
  await expect(page).toHaveURL(/\/admin\/support\/reply\//);

  const text = `Checked from the keyboard (${Date.now()}).`;
  await tabTo(page, page.getByRole('textbox', { name: 'Reply' }));
  await page.keyboard.type(text);
  await activate(page, page.getByRole('button', { name: 'Send reply' }));
  await expect(page.getByText(/^Reply sent: ticket .+ is answered$/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Conversation' }).getByRole('listitem').last(),
  ).toContainText(text);
  await page.context().close();
});

test('finance approver: approves the oldest pending withdrawal with its 2FA step-up', async ({
  browser,
}) => {
  const page = await signInByKeyboard(browser, FINANCE);
  const authenticator = await enableAdmin2fa(page.request, (await adminToken(page))!);
  await openFromMenu(page, /^Withdrawal queue/);
  await expect(page).toHaveURL(/\/admin\/withdraw\?/);
  await openFirstRow(page);
  await expect(page).toHaveURL(/\/admin\/withdraw\/[^/]+\/show$/);
  // The record page has replaced the grid (its lazy screen may take a moment); its own Approve
  // comes first, before any in the user's other withdrawals below.
  await expect(page.getByRole('heading', { level: 1, name: /withdrawal$/ })).toBeVisible();

  await activate(page, page.getByRole('button', { name: 'Approve', exact: true }).first());
  const dialog = page.getByRole('dialog', { name: 'Approve this withdrawal?' });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByRole('textbox', { name: /Reason/ });
  if (await reason.isVisible()) {
    await tabTo(page, reason);
    await page.keyboard.type('Source of funds checked by phone');
  }
  await activate(page, dialog.getByRole('button', { name: 'Approve' }));
  await stepUpByKeyboard(page, authenticator);
  await expect(
    page.getByText(/^(Withdrawal approved|Approved once — waiting for a second admin)/).first(),
  ).toBeVisible();
  // Straight on to the next item of the same queue.
  await activate(page, page.getByRole('button', { name: 'Next in queue' }));
  await expect(page).toHaveURL(/\/admin\/withdraw\/[^/]+\/show$/);
  await page.context().close();
});

test('compliance: approves the oldest pending KYC submission from its queue', async ({
  browser,
}) => {
  const page = await signInByKeyboard(browser, ADMIN);
  await openFromMenu(page, /^KYC queue/);
  await expect(page).toHaveURL(/\/admin\/kyc\?/);
  await openFirstRow(page);
  await expect(page).toHaveURL(/\/admin\/kyc-details\//);

  await activate(page, page.getByRole('button', { name: 'Approve', exact: true }));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await activate(page, dialog.getByRole('button', { name: /Approve/ }));
  await expect(page.getByText(/approved/i).first()).toBeVisible();
  await page.context().close();
});

test('owner: approves, in Approvals, the snapshot the second owner asked for', async ({
  browser,
}) => {
  // The second owner asks, through the API, with a live step-up.
  const desk = await secondOwnerDesk(browser, server.baseURL);
  const token = (await adminToken(desk.page))!;
  const verify = {
    email: SECOND_OWNER.email,
    secret: await desk.authenticator.next(),
    type: 'email',
  };
  expect(
    (await callApi(desk.page.request, token, 'POST', '/admin/adminVerifyOtp', verify)).status,
  ).toBe(200);
  const asked = await callApi(
    desk.page.request,
    token,
    'POST',
    '/admin/treasury/snapshots',
    { reason: 'Month-end proof of reserves' },
    { 'idempotency-key': 'keyboard-snapshot-0001' },
  );
  expect(asked.status).toBe(202);
  await desk.context.close();

  const page = await signInByKeyboard(browser, ADMIN);
  const authenticator = await enableAdmin2fa(page.request, (await adminToken(page))!);
  await openFromMenu(page, /^Approvals/, 'Admin');
  await expect(page).toHaveURL(/\/admin\/approvals/);
  const row = page.getByRole('row').filter({ hasText: 'Month-end proof of reserves' });
  await activate(page, row.getByRole('button', { name: 'Approve' }));
  const dialog = page.getByRole('dialog', { name: 'Approve this request?' });
  await expect(dialog).toBeVisible();
  await activate(page, dialog.getByRole('button', { name: 'Approve' }));
  await stepUpByKeyboard(page, authenticator);
  await expect(page.getByText(/^Approved: /).first()).toBeVisible();
  await page.context().close();
});
