import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { appMenu } from '../../src/custom/layout/menuSources';
import {
  ADMIN,
  AUDITOR_ADMIN,
  apiToken,
  ensureProductionBuild,
  FINANCE_ADMIN,
  startBenchServer,
  SUPPORT_ADMIN,
} from './browser/benchServer';
import { settle } from './browser/gridJourney';
import { benchPort } from './sharedServer';
import { ms, percentile, type BenchRow, type BenchSection } from './measure';

/**
 * Every click answers at once (issue #45): on its first use in a fresh tab, after the first
 * screen has settled, the time from the press to the frame that shows its answer (a menu, a
 * dialog, the typed letter); and, for each built-in role, the frames from sign-in to a settled
 * dashboard that drew a sidebar link the role's own menu does not have.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_CLICKS=chooser,filter measures only the interactions whose names hold one of those. */
const ONLY = process.env.BENCH_CLICKS?.split(',');
const DATASET = { SEED_USERS: '300' };

type Answer = { kind: 'new'; selector: string } | { kind: 'typed'; selector: string };

interface Interaction {
  name: string;
  url: string;
  /** What is pressed (its untimed preparation first, e.g. focusing the search). */
  target: (page: Page) => Locator;
  answer: Answer;
  press?: 'click' | 'key';
}

const menuOrDialog = '[role="menu"], [role="dialog"], [role="listbox"], .MuiPopover-paper';

const INTERACTIONS: Interaction[] = [
  {
    name: 'profile menu',
    url: '/admin/dashboard',
    target: (page) => page.getByRole('button', { name: 'Profile menu' }),
    answer: { kind: 'new', selector: '[role="menu"]' },
  },
  {
    name: 'notifications bell',
    url: '/admin/dashboard',
    target: (page) => page.getByRole('button', { name: 'Recent activity' }).last(),
    answer: { kind: 'new', selector: menuOrDialog },
  },
  ...appMenu.groups.map((group): Interaction => ({
    name: `sidebar group ${group.name}`,
    url: '/admin/dashboard',
    target: (page) =>
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('button', { name: group.name, exact: true }),
    answer: { kind: 'new', selector: `nav a[href$="${group.items[0].to}"]` },
  })),
  {
    name: "a row action's confirmation",
    url: '/admin/withdraw',
    target: (page) => page.getByRole('button', { name: 'Reject' }).first(),
    answer: { kind: 'new', selector: '[role="dialog"]' },
  },
  {
    name: 'column chooser',
    url: '/admin/withdraw',
    target: (page) => page.getByRole('button', { name: 'Columns' }),
    answer: { kind: 'new', selector: menuOrDialog },
  },
  {
    name: 'filter menu',
    url: '/admin/withdraw',
    target: (page) => page.getByRole('button', { name: 'Add filter' }),
    answer: { kind: 'new', selector: menuOrDialog },
  },
  {
    name: "first keystroke in a grid's search",
    url: '/admin/withdraw',
    target: (page) => page.getByRole('textbox', { name: 'Search' }),
    answer: { kind: 'typed', selector: 'input[aria-label="Search"]' },
    press: 'key',
  },
];

/**
 * In the page: resolves, at the frame after the answer first shows, with the press's time and
 * that frame's. A `new` answer is an element that was not there when armed and now has a size
 * and some opacity (a closed panel kept mounted counts once it shows); a `typed` one is the input
 * showing the letter.
 */
function armAnswer(answer: Answer) {
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return (
      box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0'
    );
  };
  // A panel kept mounted while closed is there before the press: only what shows counts.
  const before = new Set([...document.querySelectorAll(answer.selector)].filter(visible));
  let pressed = 0;
  const onPress = (event: Event) => {
    if (!pressed) pressed = event.timeStamp;
  };
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, onPress, { capture: true });
  const shown = () => {
    if (answer.kind === 'typed') {
      const input = document.querySelector<HTMLInputElement>(answer.selector);
      return Boolean(input && input.value.length > 0);
    }
    return [...document.querySelectorAll(answer.selector)].some((element) => {
      if (before.has(element)) return false;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0'
      );
    });
  };
  (window as unknown as { __answered: Promise<{ pressed: number; shown: number }> }).__answered =
    new Promise((resolve) => {
      const look = () => {
        if (pressed && shown()) {
          // The frame that paints it.
          requestAnimationFrame(() => resolve({ pressed, shown: performance.now() }));
          return;
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
}

/** A fresh context at 1440×900; tsx names functions with a helper the page must have too. */
async function freshContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  return context;
}

async function timeInteraction(browser: Browser, baseURL: string, token: string, x: Interaction) {
  const context = await freshContext(browser, baseURL);
  await context.addInitScript((t) => window.localStorage.setItem('adminToken', t), token);
  const page = await context.newPage();
  try {
    await page.goto(x.url);
    const target = x.target(page);
    await target.waitFor({ timeout: 60_000 });
    await settle(page);
    if (x.press === 'key') await target.focus();
    await page.evaluate(armAnswer, x.answer);
    if (x.press === 'key') await page.keyboard.press('w');
    else await target.click();
    const answered = await page.evaluate(() =>
      Promise.race([
        (window as unknown as { __answered: Promise<{ pressed: number; shown: number }> })
          .__answered,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000)),
      ]),
    );
    if (!answered) throw new Error(`${x.name}: no answer showed within 20 s`);
    const { pressed, shown } = answered;
    return shown - pressed;
  } finally {
    await context.close();
  }
}

/** Frames from sign-in to a settled dashboard that drew a link the role's settled menu lacks. */
async function strayFrames(browser: Browser, baseURL: string, who: typeof ADMIN) {
  const context = await freshContext(browser, baseURL);
  await context.addInitScript(() => {
    const frames: string[][] = [];
    (window as unknown as { __frames: string[][] }).__frames = frames;
    const sample = () => {
      const links = document.querySelectorAll('nav[aria-label="Main navigation"] a[href]');
      if (links.length) frames.push([...links].map((a) => a.getAttribute('href') ?? ''));
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await settle(page);
    const frames = await page.evaluate(
      () => (window as unknown as { __frames: string[][] }).__frames,
    );
    const settled = new Set(frames.at(-1) ?? []);
    const stray = frames.filter((links) => links.some((href) => !settled.has(href)));
    return { frames: frames.length, stray: stray.length };
  } finally {
    await context.close();
  }
}

export const clicksSection: BenchSection = {
  title: 'Every click answers at once (first use, fresh tab, 1440×900)',
  run: async () => {
    ensureProductionBuild();
    const server = await startBenchServer(DATASET, await benchPort('login'));
    const browser = await chromium.launch(chromiumLaunchOptions);
    const rows: BenchRow[] = [];
    try {
      const token = await apiToken(server.baseURL);
      const all: number[] = [];
      for (const x of INTERACTIONS.filter((i) => !ONLY || ONLY.some((w) => i.name.includes(w)))) {
        const times: number[] = [];
        for (let run = 0; run < RUNS; run++)
          times.push(await timeInteraction(browser, server.baseURL, token, x));
        all.push(...times);
        rows.push({
          measure: `${x.name}: click to visible, p95 of ${RUNS}`,
          value: ms(percentile(times, 95)),
          budget: '≤ 100 ms',
          note: times.map((t) => Math.round(t)).join(' / '),
        });
      }
      rows.push({
        measure: `every interaction above, p95 of ${all.length}`,
        value: ms(percentile(all, 95)),
        budget: '≤ 100 ms',
      });
      for (const [role, who] of [
        ['owner', ADMIN],
        ['finance', FINANCE_ADMIN],
        ['support', SUPPORT_ADMIN],
        ['auditor', AUDITOR_ADMIN],
      ] as const) {
        const { frames, stray } = await strayFrames(browser, server.baseURL, who);
        rows.push({
          measure: `${role}: frames with a link the role cannot use, sign-in to settled dashboard`,
          value: String(stray),
          budget: '0',
          note: `${frames} frames sampled`,
        });
      }
    } finally {
      await browser.close();
      await server.stop();
    }
    return rows;
  },
};
