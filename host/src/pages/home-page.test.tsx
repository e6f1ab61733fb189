import { screen } from '@testing-library/react';
import { renderWithShell } from 'shared-ui/testing';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('puts the hero art behind the heading as AVIF, WebP or JPEG, sized and fetched first', () => {
    renderWithShell(<HomePage />);
    const hero = screen.getByRole('region', { name: screen.getByRole('heading', { level: 1 }).textContent! });
    const picture = hero.querySelector('picture')!;
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', 'hero-640.avif 640w, hero-1280.avif 1280w, hero-1920.avif 1920w');
    const image = picture.querySelector('img')!;
    expect(image).toHaveAttribute('srcset', 'hero-640.jpg 640w, hero-1280.jpg 1280w, hero-1920.jpg 1920w');
    expect(image).toHaveAttribute('src', 'hero-1280.jpg');
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveAttribute('alt', '');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1920', '800']);
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});
