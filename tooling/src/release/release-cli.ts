import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isRemoteName, RegistryFormatError, REMOTE_NAMES, type RemoteName, type RemoteReleases } from 'shared-releases';
import { releasesDir, REPO_ROOT } from '../paths';
import { runManagerCommand } from '../release-page/manager-command';
import { ReleaseError, ReleaseStore } from './release-store';

const USAGE = `Usage: pnpm release <command> [remote] [version]
  publish <remote> [--activate]   copy the remote's current build (dist/) into the release store
  activate <remote> <version>     serve that version from the next page load on
  rollback <remote>               go back to the version active before the current one
  status [remote]                 show active and published versions
  manager <add|remove|list> [login]  the release page's accounts
Remotes: ${REMOTE_NAMES.join(', ')}`;

function describe(remote: string, releases: RemoteReleases | undefined): string {
  if (!releases) return `${remote}: nothing published`;
  const lines = [`${remote}: active ${releases.active || '(none)'} (event contract ${releases.contractVersion})`];
  for (const [version, published] of Object.entries(releases.versions)) {
    const marker = version === releases.active ? '*' : ' ';
    lines.push(`  ${marker} ${version}  published ${published.publishedAt}  contract ${published.contractVersion}`);
  }
  return lines.join('\n');
}

function remoteArgument(value: string | undefined): RemoteName {
  if (!value || !isRemoteName(value)) throw new ReleaseError(`Name a remote: ${REMOTE_NAMES.join(', ')}.`);
  return value;
}

/** Runs one release command; returns what to print. */
export async function runReleaseCommand(args: ReadonlyArray<string>, store = new ReleaseStore(releasesDir())): Promise<string> {
  const [command, ...rest] = args;
  switch (command) {
    case 'publish': {
      const remote = remoteArgument(rest[0]);
      const { version: packageVersion } = JSON.parse(await readFile(join(REPO_ROOT, remote, 'package.json'), 'utf8')) as { version: string };
      const { version, isNew } = await store.publish(remote, join(REPO_ROOT, remote, 'dist'), packageVersion);
      if (rest.includes('--activate')) await store.activate(remote, version);
      return `${remote} ${version} ${isNew ? 'published' : 'was already published'}${rest.includes('--activate') ? ' and active' : ''}`;
    }
    case 'activate': {
      const remote = remoteArgument(rest[0]);
      if (!rest[1]) throw new ReleaseError('Name the version to activate (see pnpm release status).');
      await store.activate(remote, rest[1]);
      return `${remote} ${rest[1]} is active; players get it on their next page load.`;
    }
    case 'rollback': {
      const remote = remoteArgument(rest[0]);
      const version = await store.rollback(remote);
      return `${remote} rolled back to ${version}; players get it on their next page load.`;
    }
    case 'status': {
      const registry = await store.readRegistry();
      const remotes = rest[0] ? [remoteArgument(rest[0])] : REMOTE_NAMES;
      return remotes.map((remote) => describe(remote, registry.remotes[remote])).join('\n');
    }
    case 'manager':
      return runManagerCommand(rest);
    default:
      throw new ReleaseError(USAGE);
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  runReleaseCommand(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      // A malformed registry is the release manager's to repair: its message names the field.
      console.error(error instanceof ReleaseError || error instanceof RegistryFormatError ? error.message : error);
      process.exitCode = 1;
    },
  );
}
