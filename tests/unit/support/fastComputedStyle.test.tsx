import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';
import { jsdomComputedStyle } from './fastComputedStyle';

vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 20_000 };

const snapshot = (read: (element: Element) => CSSStyleDeclaration) =>
  [...document.querySelectorAll('*')].map((element) => {
    const style = read(element);
    return {
      element: `${element.tagName} ${element.getAttribute('class') ?? ''}`,
      display: style.getPropertyValue('display'),
      visibility: style.visibility,
      hidden: style.display === 'none',
      // Any other property is jsdom's own answer (its cached and fresh answers differ in units, so
      // one that does not involve lengths).
      color: style.getPropertyValue('color'),
      font: style.fontWeight,
    };
  });

describe('the unit tests’ faster getComputedStyle', () => {
  beforeEach(() => {
    server.use(
      ...shellHandlers(),
      http.post(api('/admin/gettradehistory'), () =>
        HttpResponse.json({ success: true, result: { data: [], total: 0, page: 1, limit: 25 } }),
      ),
    );
  });
  afterEach(resetAdminCaches);

  it.skipIf(process.env.FULL_COMPUTED_STYLE)(
    'answers what jsdom answers for every element of a whole-app screen with a menu open',
    async () => {
      expect(jsdomComputedStyle).toBeDefined();
      renderApp('/admin/trade/pending-order');
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Profile menu' }, T));
      await screen.findByRole('menu', {}, T);
      const fast = snapshot((element) => window.getComputedStyle(element));
      const jsdom = snapshot((element) => jsdomComputedStyle!(element));
      expect(fast.length).toBeGreaterThan(500);
      expect(fast.filter((row) => row.hidden).length).toBeGreaterThan(0);
      expect(fast).toEqual(jsdom);
    },
  );
});
