import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const [w,h] of [[1280,800],[390,844]]) {
const ctx = await browser.newContext({ viewport: { width: w, height: h }, javaScriptEnabled: false });
const page = await ctx.newPage();
await page.goto('http://localhost:8080/lobby/games/');
await page.waitForTimeout(500);
await page.screenshot({ path: `/tmp/fs-nojs-${w}.png` });
await ctx.close();
}
await browser.close();
