/**
 * PGlite's CommonJS build loads Node's built-in modules with `import()`. Inside Jest that needs Node's
 * `--experimental-vm-modules`, whose per-file module registries stay in the worker's memory after the file
 * ends (some 50 MB a file). Those built-ins are CommonJS anyway: `require` gives the same module objects.
 */
const { createHash } = require('node:crypto');
const { builtinModules } = require('node:module');

const BUILTIN_IMPORT = /\bimport\("((?:node:)?[a-z_/]+)"\)/g;

module.exports = {
  process(source) {
    // Emscripten's glue declares its own `var require` inside the function that imports: the module's own require
    // is kept under another name.
    const code = source.replace(BUILTIN_IMPORT, (call, name) =>
      builtinModules.includes(name.replace(/^node:/, '')) ? `Promise.resolve(requireBuiltin(${JSON.stringify(name)}))` : call,
    );
    return { code: `const requireBuiltin = require;${code}` };
  },
  getCacheKey(source, path) {
    return createHash('sha256').update('pglite-builtins-2').update(path).update(source).digest('hex');
  },
};
