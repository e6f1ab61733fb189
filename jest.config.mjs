import remotes from './shared-releases/remotes.json' with { type: 'json' };

// Every package's own Jest config, run together by `pnpm test:unit`.
export default {
  // Two workers fit the 2-core machines this runs on.
  maxWorkers: 2,
  projects: [
    'host', ...Object.keys(remotes),
    'shared-events', 'shared-releases', 'shared-contract', 'shared-api', 'shared-ui', 'shared-server-state', 'shared-node', 'shared-fairness', 'provider', 'site-server', 'tooling', 'game-client',
  ].map((dir) => `<rootDir>/${dir}/jest.config.mjs`),
};
