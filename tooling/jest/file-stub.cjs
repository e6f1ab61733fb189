// An imported image in a unit test: its URL is the file name, enough to find the <img>.
const { basename } = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(basename(filename))} };` };
  },
};
