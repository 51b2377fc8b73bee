// Jest runs modules inside `vm` contexts where `import()` needs --experimental-vm-modules. PGlite's CommonJS build
// only imports Node built-ins dynamically (fs, zlib, module…), so those calls become plain `require`s under Jest.
// Wired in jest.config.mjs; never used by Next or Node.
module.exports = {
  process(source) {
    return {
      // The bundle declares its own `var require` in places, so keep a private handle on the real one.
      code: `const __pgliteRequire = require;\n${source.replace(
        /\bimport\((["'])([^"']+)\1\)/g,
        'Promise.resolve(__pgliteRequire($1$2$1))',
      )}`,
    };
  },
  getCacheKey(source, filename) {
    return `pglite-import-to-require-v2:${filename}:${source.length}`;
  },
};
