// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): as a script's first
// line, V8 compiles every function of it as the file streams in, off the main thread, rather
// than each on its first call. vite.config.ts puts it on every chunk, reactScript.ts on React's
// script, and islandBundles.ts keeps it on an island it bundles again.
export const compileHint = '//# allFunctionsCalledOnLoad';
