import { isBase64 } from './id-document';

describe('base64 text of an upload', () => {
  it('is the alphabet followed by at most two "="', () => {
    expect(['QUJD', 'QUI=', 'QQ==', 'a+/9', 'A'.repeat(7 * 1024 * 1024)].map(isBase64)).toEqual([true, true, true, true, true]);
    expect(['', '==', 'QQ===', 'QU=B', 'QU*B', 'QUJD\n', 'ÀÀÀÀ'].map(isBase64)).toEqual([false, false, false, false, false, false, false]);
  });
});
