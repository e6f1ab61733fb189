import { expectAccessible } from '../accessibility';
import { expect, test } from '../fixtures';

/**
 * The accessibility audit runs after every journey (an auto fixture in fixtures.ts) and inside many: this
 * proves it finds a serious finding in the page and in a same-origin frame, at each audit of the same page
 * (axe stays in the page between audits), then cleans up so the journey's own audit passes.
 */
test('the audit finds an image without a text alternative in the page and in a frame of the page', async ({ page, shell }) => {
  await shell.goto('/info/faq');
  // Planted once the host has taken the page over: a render after that would not drop what is planted.
  await shell.settled();
  await expectAccessible(page, 'the FAQ as it is');

  await page.evaluate(() => {
    const picture = document.createElement('img');
    picture.id = 'planted-picture';
    picture.src = '/favicon.ico';
    document.querySelector('main')?.append(picture);
  });
  await expect(expectAccessible(page, 'the FAQ with a planted picture')).rejects.toThrow(/image-alt \(critical\).*#planted-picture/);
  await page.evaluate(() => document.getElementById('planted-picture')?.remove());
  await expectAccessible(page, 'the FAQ cleaned up');

  await page.evaluate(async () => {
    const frame = document.createElement('iframe');
    frame.id = 'planted-frame';
    frame.title = 'Planted frame';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
    // A document of the page's own origin (the site's pages refuse to be framed); no request is made.
    frame.srcdoc = '<!doctype html><html lang="en"><title>Planted</title><main><img id="planted-in-frame"></main></html>';
    document.querySelector('main')?.append(frame);
    await loaded;
  });
  await expect(expectAccessible(page, 'the FAQ with a framed page holding a planted picture')).rejects.toThrow(/image-alt \(critical\).*#planted-frame.*#planted-in-frame/);
  await page.evaluate(() => document.getElementById('planted-frame')?.remove());
});
