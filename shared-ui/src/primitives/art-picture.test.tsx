import { render } from '@testing-library/react';
import { ArtPicture } from './art-picture';

const SET = {
  stem: 'https://provider.example/art/coupons/WELCOME300.abcdefabcdef',
  widths: [240, 480, 720],
  formats: ['avif', 'webp'] as const,
  width: 480,
  height: 360,
  phone: { stem: 'https://provider.example/art/coupons-phone/WELCOME300.abcdefabcdef', widths: [480, 720], width: 480, height: 210 },
};

/** What a browser reads of the picture: each `<source>`'s media, type and srcset, in order. */
const sourcesIn = (container: HTMLElement) =>
  [...container.querySelectorAll('source')].map((source) => [source.getAttribute('media'), source.getAttribute('type'), source.getAttribute('srcset')]);

describe('ArtPicture', () => {
  it('offers a phone the picture cut to its card’s shape before the whole one, in each format', () => {
    const { container } = render(<ArtPicture set={SET} src="banner.jpg" sizes="(max-width: 640px) 100vw, 160px" alt="" phoneCut />);
    const phone = SET.phone.stem;
    const whole = SET.stem;
    expect(sourcesIn(container)).toEqual([
      ['(max-width: 640px)', 'image/avif', `${phone}.480.avif 480w, ${phone}.720.avif 720w`],
      ['(max-width: 640px)', 'image/webp', `${phone}.480.webp 480w, ${phone}.720.webp 720w`],
      [null, 'image/avif', `${whole}.240.avif 240w, ${whole}.480.avif 480w, ${whole}.720.avif 720w`],
      [null, 'image/webp', `${whole}.240.webp 240w, ${whole}.480.webp 480w, ${whole}.720.webp 720w`],
    ]);
    // The box is the whole picture's; the page's CSS gives it the cut's shape on a phone.
    const image = container.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['480', '360']);
    expect(image).toHaveAttribute('srcset', `${whole}.240.jpg 240w, ${whole}.480.jpg 480w, ${whole}.720.jpg 720w`);
  });

  it('shows the whole picture everywhere unless the page asks for the phone’s cut, or the set has none', () => {
    const { container: notAsked } = render(<ArtPicture set={SET} src="banner.jpg" sizes="100vw" alt="" />);
    expect(sourcesIn(notAsked).map(([media]) => media)).toEqual([null, null]);
    const { container: noCut } = render(<ArtPicture set={{ ...SET, phone: undefined }} src="banner.jpg" sizes="100vw" alt="" phoneCut />);
    expect(sourcesIn(noCut).map(([media, type]) => `${media} ${type}`)).toEqual(['null image/avif', 'null image/webp']);
  });
});
