export { renderWithShell } from './render-with-shell';
export type { ShellOptions } from './render-with-shell';
