// A test whose fake provider stub (shared-api/testing) answered or was asked something that does
// not match the provider contract fails here, even when the code under test swallowed the error.
const VIOLATIONS = Symbol.for('shared-api.fake-provider.violations');

afterEach(() => {
  const violations = globalThis[VIOLATIONS];
  if (!violations || violations.length === 0) return;
  const messages = violations.splice(0);
  throw new Error(`Fake provider: ${messages.join('\n')}`);
});
