import type { RemoteReleases } from 'shared-releases';
import { describeVersionChange, formatBytes, formatDelta, versionChange, versionHistory } from './release-changes';

const releases: RemoteReleases = {
  active: '1.1.0-bbbbbbbb',
  contractVersion: '3.1.0',
  activations: ['1.1.0-bbbbbbbb'],
  versions: {
    '1.0.0-aaaaaaaa': { contractVersion: '3.1.0', publishedAt: '2026-11-01T08:00:00.000Z' },
    '1.1.0-bbbbbbbb': {
      contractVersion: '3.1.0', publishedAt: '2026-11-02T08:00:00.000Z', commit: 'b'.repeat(40), size: { bytes: 512_300, gzip: 150_000, brotli: 130_000 },
    },
    '1.2.0-cccccccc': {
      contractVersion: '3.1.0', publishedAt: '2026-11-03T08:00:00.000Z', commit: 'c'.repeat(40), changelog: 'Lobby search', size: { bytes: 498_000, gzip: 150_000, brotli: 131_250 },
    },
  },
};

describe('what changed between versions', () => {
  it('writes sizes as network panels do, and changes with their sign', () => {
    expect([formatBytes(999), formatBytes(1000), formatBytes(512_345), formatBytes(2_345_678)]).toEqual(['999 B', '1.0 kB', '512.3 kB', '2.35 MB']);
    expect([formatDelta(100, 100), formatDelta(100, 1400), formatDelta(14_300, 0)]).toEqual(['±0 B', '+1.3 kB', '−14.3 kB']);
  });

  it('gives the commit range and each size with its change, or says what is not known', () => {
    const [a, b, c] = ['1.0.0-aaaaaaaa', '1.1.0-bbbbbbbb', '1.2.0-cccccccc'].map((version) => ({ version, published: releases.versions[version]! }));
    expect(describeVersionChange(versionChange(b!, c!))).toBe(
      '1.1.0-bbbbbbbb → 1.2.0-cccccccc: commits bbbbbbbbbbbb..cccccccccccc; 498.0 kB (−14.3 kB), gzip 150.0 kB (±0 B), Brotli 131.3 kB (+1.3 kB)',
    );
    expect(describeVersionChange(versionChange(a!, b!))).toBe(
      '1.0.0-aaaaaaaa → 1.1.0-bbbbbbbb: commits unknown (a version has no commit recorded); size change unknown (a version was published before sizes were kept)',
    );
  });

  it('lists versions newest first, each size against the version published before it', () => {
    const history = versionHistory(releases, 2);
    expect(history.map(({ version, changelog, sizeChange }) => [version, changelog, sizeChange?.from.bytes])).toEqual([
      ['1.2.0-cccccccc', 'Lobby search', 512_300],
      ['1.1.0-bbbbbbbb', undefined, undefined],
    ]);
  });
});
