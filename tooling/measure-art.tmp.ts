// One-off measurement (not committed): image bytes of the lobby's first screen at 1280 and 390 px, 1x and 2x.
import { chromium } from 'playwright-core';

const site = 'http://localhost:8780';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const [width, height, scale, mobile] of [[1280, 800, 1, false], [1280, 800, 2, false], [390, 844, 1, true], [390, 844, 3, true]] as const) {
  for (const path of ['/lobby/games/', '/lobby/promotions/', '/']) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale, isMobile: mobile,
      ...(mobile ? { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' } : {}) });
    const page = await context.newPage();
    const images: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      images.push({ url: response.url(), bytes: body.length });
    });
    await page.goto(site + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const art = images.filter((image) => /\/art\/|hero-/.test(image.url));
    const total = art.reduce((sum, image) => sum + image.bytes, 0);
    const lcp = await page.evaluate(() => new Promise<string>((resolve) => {
      new PerformanceObserver((list) => { const entries = list.getEntries(); const last = entries[entries.length - 1] as PerformanceEntry & { url?: string; startTime: number; size?: number }; resolve(`${Math.round(last.startTime)} ms ${last.url ? last.url.split('/').pop() : '(text)'}`); }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve('none'), 1000);
    }));
    console.log(`${path} ${width}px @${scale}x: ${art.length} art images, ${total} B (${[...new Set(art.map((image) => image.url.split('.').slice(-2).join('.')))].join(' ')}); LCP ${lcp}`);
    await context.close();
  }
}
await browser.close();
