require('@testing-library/jest-dom');

// findBy… and waitFor give a page up to 5 s (not Testing Library's 1 s): on a shared, loaded machine a
// render that takes a second is slow, not wrong. A test that waits on something that never comes still fails.
try {
  require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
} catch (error) {
  // A package whose tests do not render React (the game client) has nothing to configure.
  if (error.code !== 'MODULE_NOT_FOUND') throw error;
}
