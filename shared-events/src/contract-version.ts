/**
 * Version of the event contract in {@link EventCatalogue}. Remotes are built against one
 * major; the host refuses a remote built for another major.
 */
export const CONTRACT_VERSION = '1.5.0';

/** The major part of a contract version: `'1.4.0'` gives `1`. */
export function contractMajor(version: string): number {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  if (Number.isNaN(major)) throw new Error(`Not a contract version: ${version}`);
  return major;
}
