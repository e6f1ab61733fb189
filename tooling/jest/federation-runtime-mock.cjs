// Federated imports do not resolve under Jest; tests that need a remote module
// register it here through `__setRemoteModule`, and read which ones were asked for with `__requested`.
const modules = new Map();
const requested = [];
module.exports = {
  registerRemotes: () => undefined,
  init: () => undefined,
  loadRemote: async (id) => {
    requested.push(id);
    if (!modules.has(id)) throw new Error(`Remote module ${id} is not available in tests`);
    return modules.get(id);
  },
  __setRemoteModule: (id, value) => modules.set(id, value),
  __requested: () => [...requested],
  __reset: () => {
    modules.clear();
    requested.length = 0;
  },
};
