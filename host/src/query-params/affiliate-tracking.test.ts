import { affiliateCookiesFor, keepTrackingCookies } from './affiliate-tracking';

describe('affiliate tracking', () => {
  it('keeps user+feed and rtg_aff+token, and only in pairs', () => {
    expect(affiliateCookiesFor(new URLSearchParams('user=77&feed=spring&rtg_aff=aff9&token=xyz'))).toEqual({
      aff_user: '77',
      aff_feed: 'spring',
      rtg_aff: 'aff9',
      rtg_aff_token: 'xyz',
    });
    expect(affiliateCookiesFor(new URLSearchParams('user=77&rtg_aff=aff9'))).toEqual({});
  });

  it('writes cookies readable by the page', () => {
    keepTrackingCookies({ rtg_aff: 'aff 9' });
    expect(document.cookie).toContain('rtg_aff=aff%209');
  });
});
