import { loadFailureStage, stalledStage } from './load-failure-stage';

const MANIFEST = '/releases/mfe-lobby/1.0.0-abc12345/mf-manifest.json';

describe('loadFailureStage', () => {
  it('classifies the Module Federation runtime\'s errors by their code', () => {
    expect(loadFailureStage(new Error(`[ Federation Runtime ]: Failed to get manifest. #RUNTIME_003\nargs: {"manifestUrl":"${MANIFEST}"}`))).toBe('manifest');
    expect(loadFailureStage(new Error('[ Federation Runtime ]: The manifest is not a valid Module Federation manifest. #RUNTIME_013'))).toBe('manifest');
    // Its arguments name the manifest too: the code decides.
    expect(
      loadFailureStage(new Error(`[ Federation Runtime ]: Failed to load script resources. #RUNTIME_008\nargs: {"remoteName":"mfe_lobby","resourceUrl":"http://localhost/releases/mfe-lobby/1.0.0-abc12345/remoteEntry.js"} ${MANIFEST}`)),
    ).toBe('entry');
    expect(loadFailureStage(new Error('[ Federation Runtime ]: Remote container initialization failed. #RUNTIME_015'))).toBe('entry');
  });

  it('classifies a chunk the remote asked for that did not load', () => {
    const error = Object.assign(new Error('Loading chunk 455 failed.\n(error: http://localhost/releases/mfe-lobby/1.0.0-abc12345/455.1a2b3c4d.js)'), { name: 'ChunkLoadError' });
    expect(loadFailureStage(error)).toBe('chunk');
    expect(loadFailureStage(new Error('Loading CSS chunk 12 failed.'))).toBe('chunk');
  });

  it('falls back to the file named, then to the remote\'s code', () => {
    expect(loadFailureStage(new TypeError(`Failed to fetch ${MANIFEST}`))).toBe('manifest');
    expect(loadFailureStage('remoteEntry.js did not load')).toBe('entry');
    expect(loadFailureStage(new Error('mfe_lobby/LobbyPage does not export LobbyPage'))).toBe('chunk');
  });
});

describe('stalledStage', () => {
  const timeline = (names: string[]) => ({ getEntriesByType: () => names.map((name) => ({ name })) as PerformanceEntryList });
  const at = (file: string) => `http://localhost:8380/releases/mfe-lobby/1.0.0-abc12345/${file}`;

  it('names the first file of the release the browser has not received', () => {
    expect(stalledStage(MANIFEST, timeline([]))).toBe('manifest');
    // Another release's files do not count.
    expect(stalledStage(MANIFEST, timeline(['http://localhost:8380/releases/mfe-lobby/0.9.0-00000000/mf-manifest.json']))).toBe('manifest');
    expect(stalledStage(MANIFEST, timeline([at('mf-manifest.json')]))).toBe('entry');
    expect(stalledStage(MANIFEST, timeline([at('mf-manifest.json'), at('remoteEntry.js')]))).toBe('chunk');
  });

  it('says manifest where the browser has no resource timeline', () => {
    expect(stalledStage(MANIFEST, undefined)).toBe('manifest');
  });
});
