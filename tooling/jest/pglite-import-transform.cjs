// PGlite's CommonJS build still loads Node built-ins with `await import('fs')`, which Jest's
// module sandbox refuses without --experimental-vm-modules. Built-ins are synchronous to
// require, so rewriting those calls keeps the tests on plain CommonJS.
const BUILTIN_IMPORT = /\bimport\((["'])((?:node:)?[a-z_/]+)\1\)/g;

module.exports = {
  process(source) {
    // The emscripten glue declares its own `var require`, so a private alias is used instead.
    const code = source.replace(
      BUILTIN_IMPORT,
      (_match, quote, name) => `Promise.resolve(__builtinRequire(${quote}${name}${quote}))`,
    );
    return { code: `var __builtinRequire = require;${code}` };
  },
  getCacheKey(source, path) {
    return `dynamic-import-transform-2:${path}:${source.length}`;
  },
};
