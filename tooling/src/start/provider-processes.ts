import { join } from 'node:path';
import { REPO_ROOT } from '../paths';
import { startServerProcesses, type ServerProcess, type ServerProcesses, type ServerProcessesOptions, type ServerProcessesState } from './server-processes';

export type ProviderProcessesOptions = Omit<ServerProcessesOptions, 'label' | 'script' | 'cwd'>;
export type ProviderProcess = ServerProcess;
export type ProviderProcessesState = ServerProcessesState;

/**
 * Several provider processes on one database (server-processes.ts): each the provider's server, a
 * SIGTERM closing its sockets with 1012 and answering the requests in flight.
 */
export function startProviderProcesses(options: ProviderProcessesOptions): ServerProcesses {
  return startServerProcesses({ ...options, label: 'Provider', script: 'src/server.ts', cwd: join(REPO_ROOT, 'provider') });
}
