import { chromium } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
const SITE = process.env.SITE ?? 'http://localhost:8190';
const PROVIDER = process.env.PROVIDER ?? 'http://localhost:4190';
const urls = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(process.env.W ?? 1280), height: 800 } });
const page = await context.newPage();
if (process.env.LOGIN) {
  const r = await (await fetch(`${PROVIDER}/937/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Captcha-Token': 'test-bypass' }, body: JSON.stringify({ login: process.env.LOGIN, password: 'Demo1234' }) })).json();
  await page.addInitScript((s) => localStorage.setItem('casino.session', JSON.stringify(s)), { login: r.login, pid: r.pid, sessionID: r.rtgSession.session_id, token: r.sessionToken, timeStamp: Date.now(), firstName: 'Dana' });
}
for (const url of urls) {
  await page.goto(SITE + url);
  await page.waitForTimeout(2500);
  if (process.env.SHOT) await page.screenshot({ path: `/tmp/audit/${url.replace(/\W+/g, '_')}-${process.env.W ?? 1280}.png`, fullPage: true });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of results.violations) {
    console.log(url, v.id, v.impact);
    for (const n of v.nodes.slice(0, 6)) console.log('   ', n.target.join(' '), '|', n.html.slice(0, 140), '|', (n.any[0]?.message ?? '').slice(0, 160));
  }
}
await browser.close();
