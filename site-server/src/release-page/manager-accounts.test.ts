import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addManager, authenticate, fileManagerStore, readManagers, releaseManagersFile, removeManager } from './manager-accounts';
import { runManagerCommand } from '../cli/manager-command';

describe('release manager accounts', () => {
  let root: string;
  let file: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'release-managers-'));
    file = join(root, 'private', 'release-managers.json');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores scrypt hashes in the players\' format with a salt of their own, readable by the owner only', async () => {
    await addManager(fileManagerStore(file), 'alice', 'a long enough secret');
    await addManager(fileManagerStore(file), 'bob', 'a long enough secret');
    const [alice, bob] = await readManagers(fileManagerStore(file));
    expect(alice?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(alice?.passwordHash).not.toBe(bob?.passwordHash);
    expect(await readFile(file, 'utf8')).not.toContain('a long enough secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('signs in with the right password only; an unknown login is refused the same way', async () => {
    await addManager(fileManagerStore(file), 'alice', 'a long enough secret');
    expect(await authenticate(fileManagerStore(file), 'alice', 'a long enough secret')).toMatchObject({ login: 'alice' });
    expect(await authenticate(fileManagerStore(file), 'alice', 'a long enough secreT')).toBeNull();
    expect(await authenticate(fileManagerStore(file), 'nobody', 'a long enough secret')).toBeNull();
  });

  it('still signs in an account whose hash was stored in the earlier `scrypt:` form', async () => {
    const earlier = 'scrypt:16384:8:1:bWFuYWdlcnNhbHQxMjM0NQ==:8cUhLIY73v32Z4v5CnJ3xHwfb7avyE516GaZCn4Z8Uc=';
    const earlierFile = join(root, 'earlier-managers.json');
    await writeFile(earlierFile, JSON.stringify({ managers: [{ login: 'carol', passwordHash: earlier }] }));
    expect(await authenticate(fileManagerStore(earlierFile), 'carol', 'a long enough secret')).toMatchObject({ login: 'carol' });
    expect(await authenticate(fileManagerStore(earlierFile), 'carol', 'a long enough secreT')).toBeNull();
  });

  it('refuses short passwords and odd logins, and a file that is not an accounts file', async () => {
    await expect(addManager(fileManagerStore(file), 'alice', 'too short')).rejects.toThrow('A password has at least 12 characters.');
    await expect(addManager(fileManagerStore(file), 'Alice Smith', 'a long enough secret')).rejects.toThrow('A login is 1 to 64 characters');
    await writeFile(join(root, 'bad.json'), '{"managers": {}}');
    await expect(readManagers(fileManagerStore(join(root, 'bad.json')))).rejects.toThrow('is not a release managers file');
  });

  it('is kept in .data of the workspace unless RELEASE_MANAGERS_FILE says where', () => {
    const before = process.env.RELEASE_MANAGERS_FILE;
    delete process.env.RELEASE_MANAGERS_FILE;
    expect(releaseManagersFile()).toMatch(/\/\.data\/release-managers\.json$/);
    process.env.RELEASE_MANAGERS_FILE = '/secret/managers.json';
    expect(releaseManagersFile()).toBe('/secret/managers.json');
    if (before === undefined) delete process.env.RELEASE_MANAGERS_FILE;
    else process.env.RELEASE_MANAGERS_FILE = before;
  });

  describe('pnpm release manager', () => {
    afterEach(() => {
      delete process.env.RELEASE_MANAGER_PASSWORD;
    });

    it('adds a manager with the password typed twice, replaces it, lists and removes', async () => {
      const typed = ['a long enough secret', 'a long enough secret'];
      const prompt = jest.fn(async () => typed.shift() ?? '');
      expect(await runManagerCommand(['add', 'alice'], { managers: fileManagerStore(file), prompt })).toBe(`Release manager alice added (${file}).`);
      expect(prompt).toHaveBeenCalledTimes(2);
      process.env.RELEASE_MANAGER_PASSWORD = 'another long secret';
      expect(await runManagerCommand(['add', 'alice'], { managers: fileManagerStore(file), prompt })).toContain('has a new password');
      expect(await authenticate(fileManagerStore(file), 'alice', 'another long secret')).not.toBeNull();
      expect(await runManagerCommand(['add', 'bob'], { managers: fileManagerStore(file) })).toContain('added');
      expect(await runManagerCommand(['list'], { managers: fileManagerStore(file) })).toBe('alice\nbob');
      expect(await runManagerCommand(['remove', 'alice'], { managers: fileManagerStore(file) })).toContain('removed');
      expect(await runManagerCommand(['remove', 'alice'], { managers: fileManagerStore(file) })).toBe('There is no release manager alice.');
      expect(await removeManager(fileManagerStore(file), 'bob')).toBe(true);
      expect(await runManagerCommand(['list'], { managers: fileManagerStore(file) })).toContain('No release manager yet');
    });

    it('changes nothing when the two typed passwords differ or are short', async () => {
      const typed = ['a long enough secret', 'another one entirely'];
      await expect(runManagerCommand(['add', 'alice'], { managers: fileManagerStore(file), prompt: async () => typed.shift() ?? '' })).rejects.toThrow('The two passwords differ');
      process.env.RELEASE_MANAGER_PASSWORD = 'short';
      await expect(runManagerCommand(['add', 'alice'], { managers: fileManagerStore(file) })).rejects.toThrow('at least 12 characters');
      expect(await readManagers(fileManagerStore(file))).toEqual([]);
      await expect(runManagerCommand(['promote'], { managers: fileManagerStore(file) })).rejects.toThrow('Usage: pnpm release manager');
    });
  });
});
