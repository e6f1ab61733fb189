import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [w,h,ua] of [[1280,800,undefined],[390,844,'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'],[390,844,undefined]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, ...(ua ? { userAgent: ua } : {}) });
  const page = await ctx.newPage();
  const logs = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text().slice(0, 300)}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => { window.__firstImg = document.querySelector('[data-remote-page] img'); }));
  await page.goto('http://localhost:8080' + (process.env.P ?? '/lobby/games/'));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const r = await page.evaluate(() => ({ kept: !!window.__firstImg && window.__firstImg.isConnected, had: !!window.__firstImg, tiles: document.querySelectorAll('[data-remote-page] li').length, fs: document.querySelector('[data-first-screen]')?.getAttribute('data-first-screen') }));
  console.log(w, ua ? 'mobileUA' : 'desktopUA', JSON.stringify(r));
  await page.screenshot({ path: `/tmp/fs-${w}-${ua ? 'm' : 'd'}.png` });
  // click works after hydration?
  if (!process.env.P) await page.getByRole('button', { name: /^Play / }).first().click();
  await page.waitForTimeout(800);
  console.log('dialog after click:', await page.getByRole('dialog').count());
  console.log(logs.join('\n'));
  await ctx.close();
}
await browser.close();
