import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, path, width, height] of [['home', '/', 1280, 800], ['lobby', '/lobby/games/', 1280, 800], ['promo-phone', '/lobby/promotions/', 390, 844], ['game', '/lobby/games/fire-dragon', 1280, 800]] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto('http://localhost:8780' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/artmeasure/${name}.png` });
  await page.close();
}
await browser.close();
