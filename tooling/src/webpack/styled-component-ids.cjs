// A webpack loader (plain CommonJS: webpack requires loaders) that gives every styled component a
// componentId made of its file and its position in that file. Without it styled-components numbers
// components in the order their modules run, which differs between the browser bundle (Module
// Federation chunks, lazy pages) and the prerender bundle, and the prerendered class names would
// not match the ones the browser makes while hydrating (docs/decisions/009).
'use strict';

const { createHash } = require('node:crypto');
const { basename, join, relative } = require('node:path');

const REPO_ROOT = join(__dirname, '..', '..', '..');
/** `styled.div` or `styled(Button)`, followed by a template, type arguments or `.attrs(`. */
const STYLED_FACTORY = /\bstyled(\.[a-z][a-z0-9]*|\([A-Za-z_$][\w$.]*\))(?=\s*(?:\.attrs\(|<|`))/g;

/** The componentIds of one source file, in order: `<file name>-<hash of its path>-<index>`. */
function addComponentIds(source, resourcePath) {
  if (!source.includes('styled')) return source;
  const path = relative(REPO_ROOT, resourcePath).split('\\').join('/');
  const hash = createHash('sha256').update(path).digest('hex').slice(0, 6);
  const name = basename(path).replace(/\.[^.]+$/, '').replace(/[^A-Za-z0-9-]/g, '');
  let index = 0;
  return source.replace(STYLED_FACTORY, (factory) => {
    index += 1;
    return `${factory}.withConfig({ componentId: ${JSON.stringify(`${name}-${hash}-${index}`)} })`;
  });
}

module.exports = function styledComponentIds(source) {
  return addComponentIds(source, this.resourcePath);
};
module.exports.addComponentIds = addComponentIds;
