import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(__dirname, 'footer-images');

describe('the footer images', () => {
  it('draw every symbol as a shape: no text needs a font the player may not have (₿ showed as a box)', () => {
    const files = readdirSync(folder).filter((file) => file.endsWith('.svg'));
    expect(files).toContain('bitcoin.svg');
    for (const file of files) {
      const texts = [...readFileSync(join(folder, file), 'utf8').matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
      // Letters and digits every sans-serif font has are fine; anything else must be a path.
      expect({ file, outside: texts.filter((text) => /[^\x20-\x7e]/.test(text)) }).toEqual({ file, outside: [] });
    }
  });
});
