import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchAdminWhenIdle } from '../../../src/adminPrefetch';
import { server } from '../msw';

const list = (urls: JsonBodyType) =>
  server.use(
    http.get(`${window.location.origin}/admin-prefetch.json`, () => HttpResponse.json(urls)),
  );
const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
    href: new URL(link.href).pathname,
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
  }));

afterEach(() => document.head.querySelectorAll('link[rel="prefetch"]').forEach((l) => l.remove()));

describe('the admin fetched while the login page is idle', () => {
  it('prefetches every listed asset once the loaded page is idle, as CORS scripts', async () => {
    list(['/assets/index-a1.js', '/assets/AdminApp-b2.js']);
    prefetchAdminWhenIdle();
    expect(prefetched()).toEqual([]); // not before the page is idle
    await expect.poll(prefetched, { timeout: 3_000 }).toEqual([
      { href: '/assets/index-a1.js', as: 'script', crossOrigin: 'anonymous' },
      { href: '/assets/AdminApp-b2.js', as: 'script', crossOrigin: 'anonymous' },
    ]);
  });

  it('ignores anything outside /assets/ and a list that is not one', async () => {
    list(['https://elsewhere.example/x.js', '/api/admin/getAllUserData', 42, '/assets/ok-c3.js']);
    prefetchAdminWhenIdle();
    await expect.poll(() => prefetched().length, { timeout: 3_000 }).toBe(1);
    expect(prefetched()[0].href).toBe('/assets/ok-c3.js');
    list({ not: 'a list' });
    prefetchAdminWhenIdle();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(prefetched()).toHaveLength(1);
  });
});
