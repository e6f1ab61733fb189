// Every package's own Jest config, run together by `pnpm test:unit`.
export default {
  // Two workers fit the 2-core machines this runs on.
  maxWorkers: 2,
  projects: [
    'host', 'mfe-onboarding', 'mfe-lobby', 'mfe-promotions', 'mfe-cashier', 'mfe-support',
    'shared-events', 'shared-contract', 'shared-api', 'shared-ui', 'shared-server-state', 'provider', 'tooling', 'game-client',
  ].map((dir) => `<rootDir>/${dir}/jest.config.mjs`),
};
