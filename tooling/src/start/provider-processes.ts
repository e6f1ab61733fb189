import { join } from 'node:path';
import { providerNodeArgs } from '../build/provider-bundle';
import { REPO_ROOT } from '../paths';
import { startServerProcesses, type ServerProcess, type ServerProcesses, type ServerProcessesOptions, type ServerProcessesState } from './server-processes';

export type ProviderProcessesOptions = Omit<ServerProcessesOptions, 'label' | 'nodeArgs' | 'cwd'>;

export const PROVIDER_DIR = join(REPO_ROOT, 'provider');
export type ProviderProcess = ServerProcess;
export type ProviderProcessesState = ServerProcessesState;

/**
 * Several provider processes on one database (server-processes.ts): each the provider's server, a
 * SIGTERM closing its sockets with 1012 and answering the requests in flight.
 */
export function startProviderProcesses(options: ProviderProcessesOptions): ServerProcesses {
  // Its bundle (decision 054): the caller builds it first (`buildProviderBundles`).
  return startServerProcesses({ ...options, label: 'Provider', nodeArgs: providerNodeArgs(PROVIDER_DIR, 'server'), cwd: PROVIDER_DIR });
}
