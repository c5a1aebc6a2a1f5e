import { chromium } from 'playwright-core';
const base = 'http://localhost:4361';
const login = await (await fetch(`${base}/api/adminlogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@exchange.local', password: 'Admin@12345' }) })).json();
const token = login.token;
const wl = await (await fetch(`${base}/api/admin/withdrawList?filter=${encodeURIComponent('{"status":"pending"}')}`, { headers: { authorization: `Bearer ${token}` } })).json();
const wid = wl.result.data.find((w) => w.approval)?._id ?? wl.result.data[0]._id;
const dl = await (await fetch(`${base}/api/admin/depositDetails`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' })).json();
const did = dl.result.data[0]._id;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const pages = (process.argv[2] ?? 'passbook_history,withdraw,deposit,affiliate,convert_history,dashboard').split(',');
for (const theme of ['dark', 'light']) {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await ctx.addInitScript(([t, th]) => { localStorage.setItem('adminToken', t); localStorage.setItem('theme', th); }, [token, theme]);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text().slice(0, 200)); });
  for (const p of pages) {
    const url = p === 'withdraw-show' ? `/admin/withdraw/${wid}/show` : p === 'deposit-show' ? `/admin/deposit/${did}/show` : `/admin/${p}`;
    await page.goto(base + url);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `tmp-bench/${p}-${theme}.png` });
  }
  await ctx.close();
}
await browser.close();
