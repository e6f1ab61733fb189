// Federated imports do not resolve under Jest; tests that need a remote module
// register it here through `__setRemoteModule`.
const modules = new Map();
module.exports = {
  registerRemotes: () => undefined,
  init: () => undefined,
  loadRemote: async (id) => {
    if (!modules.has(id)) throw new Error(`Remote module ${id} is not available in tests`);
    return modules.get(id);
  },
  __setRemoteModule: (id, value) => modules.set(id, value),
  __reset: () => modules.clear(),
};
