import { screen, within } from '@testing-library/react';
import { renderWithShell } from 'shared-ui/testing';
import { PreviewBanner } from './preview-banner';

const PREVIEW = { remote: 'mfe-lobby', version: '1.0.0-abc12345', expiresAt: '2030-01-01T00:00:00.000Z' } as const;

describe('PreviewBanner', () => {
  it('names the previewed remote and version in a landmark, with a plain link out of the preview', () => {
    renderWithShell(<PreviewBanner preview={PREVIEW} />);
    const banner = screen.getByRole('complementary', { name: 'Release preview' });
    expect(banner).toHaveTextContent('Preview: mfe-lobby 1.0.0-abc12345 (only in this browser)');
    expect(within(banner).getByText('1.0.0-abc12345').tagName).toBe('STRONG');
    expect(within(banner).getByRole('link', { name: 'Leave preview' })).toHaveAttribute('href', '/release-preview/leave');
  });

  it('shows a version as text, never as markup', () => {
    renderWithShell(<PreviewBanner preview={{ ...PREVIEW, version: '<img src=x onerror=alert(1)>' }} />);
    expect(screen.getByRole('complementary', { name: 'Release preview' })).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
