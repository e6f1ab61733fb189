import { chromium } from 'playwright-core';
// Lists the main thread's top-level tasks over 12 ms (observed, CPU throttled) with their largest child events.
const url = process.argv[2]; const rate = Number(process.argv[3] ?? 4);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await browser.startTracing(page, { categories: ['devtools.timeline','disabled-by-default-devtools.timeline','v8.execute','blink.user_timing','loading'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const buf = await browser.stopTracing();
type Ev = { name: string; ts: number; dur?: number; ph: string; tid: number; pid: number; args?: { data?: { url?: string; functionName?: string; stackTrace?: Array<{ url: string }> } } };
const ev = (JSON.parse(buf.toString()).traceEvents as Ev[]);
const nav = ev.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart' ) ?? ev.find(e => e.name==='ResourceSendRequest')!;
const t0 = nav.ts;
const main = ev.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 12000);
const tidOf = ev.find((e) => e.name === 'ResourceSendRequest')!;
for (const task of main.filter((t) => t.tid === tidOf.tid && t.pid === tidOf.pid)) {
  const kids = ev.filter((e) => e.tid === task.tid && e.pid === task.pid && e.ph === 'X' && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0) && (e.dur ?? 0) > 2000);
  const desc = kids.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 5).map((k) => `${k.name}${k.args?.data?.url ? '(' + k.args.data.url.split('/').pop()!.slice(0, 30) + ')' : k.args?.data?.functionName ? '(' + k.args.data.functionName + ')' : ''} ${((k.dur ?? 0) / 1000).toFixed(0)}`);
  console.log(((task.ts - t0) / 1000).toFixed(0).padStart(6), ((task.dur ?? 0) / 1000).toFixed(0).padStart(4) + 'ms', desc.join(' · '));
}
await browser.close();
