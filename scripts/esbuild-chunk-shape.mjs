// Shapes esbuild's code splitting so a visit loads few, larger files. esbuild groups modules by
// the set of entry points that reach them, not by what the importer has already loaded
// (evanw/esbuild#3780): every lazy chunk that shares a module with the button's code, or with
// the modal's, would otherwise split that code into one more file, and the initial load (and the
// modal's) would arrive as a dozen small files, one layer of imports after another.
//
// The build reads the source graph first (a metafile pass, nothing written), then:
//   - every lazy entry imports the button's root (src/element/index.ts), already loaded when it
//     runs, so everything the button loads is reached by every entry: one shared chunk;
//   - every lazy entry that runs only after intent (reached from the modal, or one of the intent
//     roots below) also imports the modal's root (src/react/mount.ts): what the modal loads is one
//     chunk too, split only by what the entries loaded before intent (balances, a restored
//     connector, a network switch) share with it.
// The imports are added at build time, so the source keeps no cycle. A translation still loads
// alone: the button's code it now imports is what loaded it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Files reached from `start` by static imports (metafile paths). */
export function staticImports(inputs, start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !inputs[file]) continue;
    seen.add(file);
    for (const imported of inputs[file].imports) if (imported.kind === 'import-statement' && !imported.external) queue.push(imported.path);
  }
  return seen;
}

/**
 * Which lazy entries import which roots. `intentRoots` are the lazy entries the first sign of intent
 * loads with the modal (their dynamic imports sit in the button's code).
 * @returns {Map<string, string[]>} entry (metafile path) → roots it must import
 */
export function shapeEntries({ inputs, outputs }, { elementRoot, modalRoot, intentRoots }) {
  const dynamicImports = (files) =>
    [...files].flatMap((file) =>
      inputs[file].imports.filter((imported) => imported.kind === 'dynamic-import' && !imported.external).map((imported) => imported.path),
    );
  const initial = staticImports(inputs, elementRoot);
  // What can run before intent: the button's code and every entry it reaches but the intent roots.
  const beforeIntent = new Set(initial);
  const earlyEntries = new Set();
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of dynamicImports(beforeIntent)) {
      if (entry === modalRoot || intentRoots.includes(entry) || earlyEntries.has(entry)) continue;
      earlyEntries.add(entry);
      for (const file of staticImports(inputs, entry)) beforeIntent.add(file);
      grew = true;
    }
  }
  // Every lazy entry, those of template imports (`import(`./locales/${tag}.ts`)`) included.
  const entries = new Set(
    Object.values(outputs)
      .map((output) => output.entryPoint)
      .filter((entry) => entry && entry !== elementRoot),
  );
  // A template import's files are entries with no import edge in the metafile: taken as loading before intent.
  const imported = new Set(dynamicImports(Object.keys(inputs)));
  const shaped = new Map();
  for (const entry of entries) {
    // In the button's code already, or CommonJS (an import statement would make it a module).
    if (initial.has(entry) || inputs[entry].format === 'cjs') continue;
    const withModal = entry !== modalRoot && imported.has(entry) && !earlyEntries.has(entry);
    shaped.set(entry, withModal ? [elementRoot, modalRoot] : [elementRoot]);
  }
  return shaped;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };

/** The plugin: appends `import "<root>"` to each shaped entry (metafile paths, relative to the working directory). */
export function chunkShape(shaped) {
  const absolute = new Map([...shaped].map(([entry, roots]) => [path.resolve(entry), roots.map((root) => path.resolve(root))]));
  return {
    name: 'chunk-shape',
    setup(build) {
      if (absolute.size === 0) return;
      const filter = new RegExp(`^(${[...absolute.keys()].map(escape).join('|')})$`);
      build.onLoad({ filter }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const imports = absolute
          .get(args.path)
          .map((root) => `import ${JSON.stringify(root)};`)
          .join('\n');
        return {
          contents: `${source}\n${imports}\n`,
          loader: LOADERS[path.extname(args.path)] ?? 'js',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}
