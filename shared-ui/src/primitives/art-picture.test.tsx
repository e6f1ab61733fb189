import { render, screen } from '@testing-library/react';
import { useRuntimeConfig } from 'shared-api';
import { ArtPicture } from './art-picture';

const set = { stem: 'http://provider.test/art/games/neon-night.qKAroOMf', widths: [240, 480], formats: ['avif'] as const, width: 480, height: 360 };

describe('ArtPicture', () => {
  afterEach(() => useRuntimeConfig({}));

  it('asks the site for every file of the provider\'s art when the site relays it', () => {
    useRuntimeConfig({ providerApiUrl: 'http://provider.test', artUrl: '/art' });
    const { container } = render(<ArtPicture set={set} src="http://provider.test/art/games/neon-night.qKAroOMf.480.jpg" sizes="50vw" alt="Neon Night" />);
    const image = screen.getByRole('img', { name: 'Neon Night' });
    expect(image).toHaveAttribute('src', '/art/games/neon-night.qKAroOMf.480.jpg');
    expect(image).toHaveAttribute('srcset', '/art/games/neon-night.qKAroOMf.240.jpg 240w, /art/games/neon-night.qKAroOMf.480.jpg 480w');
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/art/games/neon-night.qKAroOMf.240.avif 240w, /art/games/neon-night.qKAroOMf.480.avif 480w');
  });

  it('asks the provider itself when the site does not relay its art', () => {
    useRuntimeConfig({ providerApiUrl: 'http://provider.test' });
    render(<ArtPicture src="http://provider.test/art/games/neon-night.qKAroOMf.480.jpg" sizes="50vw" alt="Neon Night" />);
    expect(screen.getByRole('img', { name: 'Neon Night' })).toHaveAttribute('src', 'http://provider.test/art/games/neon-night.qKAroOMf.480.jpg');
  });

  it('marks a first screen\'s picture to be fetched first and timed', () => {
    render(<ArtPicture set={set} src="http://provider.test/art/games/neon-night.qKAroOMf.480.jpg" sizes="50vw" alt="Neon Night" load="lead" />);
    expect(screen.getByRole('img', { name: 'Neon Night' })).toHaveAttribute('fetchpriority', 'high');
  });
});
