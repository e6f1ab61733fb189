import { loadFailureStage, stalledStage } from './load-failure-stage';

const ENTRY = '/releases/mfe-lobby/1.0.0-abc12345/remoteEntry.js';

describe('loadFailureStage', () => {
  it('classifies the Module Federation runtime\'s errors by their code', () => {
    expect(
      loadFailureStage(new Error(`[ Federation Runtime ]: Failed to load script resources. #RUNTIME_008\nargs: {"remoteName":"mfe_lobby","resourceUrl":"http://localhost${ENTRY}"}`)),
    ).toBe('entry');
    // A chunk's error that quotes the entry too: the code decides.
    expect(loadFailureStage(Object.assign(new Error(`Loading chunk 455 failed. (loaded by ${ENTRY})`), { name: 'ChunkLoadError' }))).toBe('chunk');
    expect(loadFailureStage(new Error('[ Federation Runtime ]: Remote container initialization failed. #RUNTIME_015'))).toBe('entry');
  });

  it('classifies a chunk the remote asked for that did not load', () => {
    const error = Object.assign(new Error('Loading chunk 455 failed.\n(error: http://localhost/releases/mfe-lobby/1.0.0-abc12345/455.1a2b3c4d.js)'), { name: 'ChunkLoadError' });
    expect(loadFailureStage(error)).toBe('chunk');
    expect(loadFailureStage(new Error('Loading CSS chunk 12 failed.'))).toBe('chunk');
  });

  it('falls back to the file named, then to the remote\'s code', () => {
    expect(loadFailureStage(new TypeError(`Failed to fetch ${ENTRY}`))).toBe('entry');
    expect(loadFailureStage(new Error('mfe_lobby/LobbyPage does not export LobbyPage'))).toBe('chunk');
  });
});

describe('stalledStage', () => {
  const timeline = (names: string[]) => ({ getEntriesByType: () => names.map((name) => ({ name })) as PerformanceEntryList });
  const at = (file: string) => `http://localhost:8380/releases/mfe-lobby/1.0.0-abc12345/${file}`;

  it('names the entry until the browser has received it, then a chunk', () => {
    expect(stalledStage(ENTRY, timeline([]))).toBe('entry');
    // The manifest (read by the host's hints) is not a stage; another release's entry does not count.
    expect(stalledStage(ENTRY, timeline([at('mf-manifest.json'), 'http://localhost:8380/releases/mfe-lobby/0.9.0-00000000/remoteEntry.js']))).toBe('entry');
    expect(stalledStage(ENTRY, timeline([at('mf-manifest.json'), at('remoteEntry.js')]))).toBe('chunk');
    expect(stalledStage(ENTRY, timeline([at('remoteEntry.js')]))).toBe('chunk');
  });

  it('says entry where the browser has no resource timeline', () => {
    expect(stalledStage(ENTRY, undefined)).toBe('entry');
  });
});
