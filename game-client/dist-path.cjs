// Where the built client is, for the server that serves it (CommonJS: it must load under Jest's
// CommonJS transform as well as under Node's ES modules).
const { join } = require('node:path');

exports.gameClientDist = join(__dirname, 'dist');
