// An esbuild plugin that takes named imports from package barrels ('viem', 'viem/utils',
// 'viem/actions') straight to the modules that define each name, like Next.js's
// optimizePackageImports. esbuild tree-shakes a barrel's unused re-exports, but its code splitting
// follows the file-level import graph: a lazy entry that imports `formatUnits` from 'viem/utils'
// reaches every module that barrel re-exports, so each of them another entry uses lands in a chunk
// this entry loads too (the connect step loaded viem's call, ccip, errors and contract constants
// for one bigint formatter: 47.2 KB gzip, now 14.6).
//
// The source keeps importing from the barrel (its types stay right). At build time an import of a
// barrel resolves to a small generated module that re-exports only the names its importer takes,
// each from the module that defines it: found by reading the barrel's `export { a as b } from`
// lines and following `export *` into the packages it re-exports, through packages that declare
// `"sideEffects": false` only (skipping a module with side effects would change behaviour). The
// modules are imported by absolute path, so the package's `exports` map does not block them.
// Anything it cannot map (a namespace, default or bare import, `export *` from a barrel, a name
// found nowhere) keeps the barrel.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

/**
 * The barrels rewritten by default: package entry points that re-export many small modules.
 * '@solana/kit' (`export *` of one-file packages) works too but gains nothing: measured, every
 * step the same within 0.1 KB, with one file more in two of them.
 */
export const BARRELS = ['viem', 'viem/utils', 'viem/actions'];

const NAMESPACE = 'barrel-imports';
/** Set on the plugin's own resolutions, so it does not answer them itself. */
const SKIP = Symbol('barrel-imports: resolve normally');
const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `a`, `a as b`, `default as b`, `"a-b" as c` → [imported, local]. */
function specifiers(clause) {
  return clause
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [imported, local = imported] = part.split(/\s+as\s+/).map((name) => name.replace(/^["']|["']$/g, ''));
      return [imported, local];
    });
}

/**
 * The imports and exports of a module, from esbuild's normalised print (no comments, double
 * quotes, each statement at a line start; TypeScript's type-only imports dropped).
 */
export async function moduleShape(source, loader) {
  const { code } = await esbuild.transform(source, { loader, tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } } });
  const shape = {
    /** specifier → names taken from it by `import {…} from` and `export {…} from`. */
    named: new Map(),
    /** Specifiers also imported in another way: a namespace, a default, for side effects, `export *`. */
    whole: new Set(),
    /** exported name → { from, imported }: `export { imported as name } from "from"`; imported '*' for `export * as name`. */
    reexports: new Map(),
    /** `export * from "…"`, in order. */
    stars: [],
    /** Names this module exports from its own bindings. */
    locals: new Set(),
  };
  for (const [, from] of code.matchAll(/^import\s*"([^"]+)"/gm)) shape.whole.add(from);
  for (const [, keyword, clause, from] of code.matchAll(
    /^(import|export)\b\s*((?:"[^"\n]*"|(?!^(?:import|export)\b)[\w$\s{},*])*?)\s*\bfrom\s*"([^"]+)"/gm,
  )) {
    const braces = /^\{([^}]*)\}$/.exec(clause);
    if (braces) {
      const pairs = specifiers(braces[1]);
      shape.named.set(from, [...(shape.named.get(from) ?? []), ...pairs.map(([imported]) => imported)]);
      if (keyword === 'export') for (const [imported, exported] of pairs) shape.reexports.set(exported, { from, imported });
      continue;
    }
    shape.whole.add(from);
    if (keyword !== 'export') continue;
    const namespace = /^\*\s*as\s+(\S+)$/.exec(clause);
    if (namespace) shape.reexports.set(namespace[1].replace(/^"|"$/g, ''), { from, imported: '*' });
    else if (clause === '*') shape.stars.push(from);
  }
  for (const [, clause] of code.matchAll(/^export\s*\{([^}]*)\}\s*;/gm))
    for (const [, exported] of specifiers(clause)) shape.locals.add(exported);
  for (const [, name] of code.matchAll(/^export\s+(?:async\s+)?(?:function\s*\*?|class|const|let|var)\s*([\w$]+)/gm))
    shape.locals.add(name);
  if (/^export\s+default\b/m.test(code)) shape.locals.add('default');
  return shape;
}

/**
 * The plugin.
 * @param {{ barrels?: string[] }} [options] the bare specifiers to rewrite (default {@link BARRELS})
 * @returns {import('esbuild').Plugin}
 */
export function barrelImports({ barrels = BARRELS } = {}) {
  return {
    name: 'barrel-imports',
    setup(build) {
      const shapes = new Map();
      const packageFiles = new Map();
      build.onStart(() => {
        shapes.clear();
        packageFiles.clear();
      });

      const shapeOf = (file) => {
        if (!shapes.has(file))
          shapes.set(
            file,
            readFile(file, 'utf8').then((source) => moduleShape(source, LOADERS[path.extname(file)] ?? 'js')),
          );
        return shapes.get(file);
      };

      /** Whether the package.json nearest to `file` declares `"sideEffects": false`. */
      const sideEffectFree = async (file) => {
        for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
          if (!packageFiles.has(dir))
            packageFiles.set(
              dir,
              readFile(path.join(dir, 'package.json'), 'utf8').then(JSON.parse, () => undefined),
            );
          const manifest = await packageFiles.get(dir);
          if (manifest) return manifest.sideEffects === false;
          if (path.dirname(dir) === dir) return false;
        }
      };

      const resolveFrom = async (file, specifier) => {
        const result = await build.resolve(specifier, {
          kind: 'import-statement',
          resolveDir: path.dirname(file),
          importer: file,
          pluginData: SKIP,
        });
        return result.errors.length || result.external || result.namespace !== 'file' ? undefined : result.path;
      };

      /**
       * The module that defines `name` as exported by `file`, and its name there ('*': a namespace),
       * or undefined when `file` does not export it.
       */
      const locate = async (file, name, seen = new Set()) => {
        // An `export *` cycle: the name is not found this way.
        if (seen.has(`${file}#${name}`)) return undefined;
        seen.add(`${file}#${name}`);
        const shape = await shapeOf(file);
        const here = { file, name };
        const reexport = shape.reexports.get(name);
        if (reexport) {
          const target = await resolveFrom(file, reexport.from);
          if (!target || !(await sideEffectFree(target))) return here;
          if (reexport.imported === '*') return { file: target, name: '*' };
          return (await locate(target, reexport.imported, seen)) ?? { file: target, name: reexport.imported };
        }
        if (shape.locals.has(name)) return here;
        if (name === 'default') return undefined;
        for (const star of shape.stars) {
          const target = await resolveFrom(file, star);
          // A module with side effects behind `export *`: the name may be there, so keep this file.
          if (!target || !(await sideEffectFree(target))) return here;
          const found = await locate(target, name, seen);
          if (found) return found;
        }
        return undefined;
      };

      build.onResolve({ filter: new RegExp(`^(${barrels.map(escape).join('|')})$`) }, async (args) => {
        if (
          args.pluginData === SKIP ||
          args.kind !== 'import-statement' ||
          args.namespace !== 'file' ||
          !LOADERS[path.extname(args.importer)]
        )
          return undefined;
        const importer = await shapeOf(args.importer);
        const names = importer.named.get(args.path);
        if (!names?.length || importer.whole.has(args.path)) return undefined;
        const barrel = await resolveFrom(args.importer, args.path);
        if (!barrel || !(await sideEffectFree(barrel))) return undefined;
        const sorted = [...new Set(names)].sort();
        return { path: `${barrel}?${sorted.join(',')}`, namespace: NAMESPACE, pluginData: { barrel, names: sorted, specifier: args.path } };
      });

      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async ({ pluginData: { barrel, names, specifier } }) => {
        const lines = [];
        const warnings = [];
        for (const name of names) {
          const found = await locate(barrel, name);
          if (!found) warnings.push({ text: `barrel-imports: ${name} is not among ${specifier}'s re-exports; imported from the barrel` });
          const { file, name: imported } = found ?? { file: barrel, name };
          const quoted = (text) => (/^[\w$]+$/.test(text) ? text : JSON.stringify(text));
          lines.push(
            imported === '*'
              ? `export * as ${quoted(name)} from ${JSON.stringify(file)};`
              : `export { ${quoted(imported)} as ${quoted(name)} } from ${JSON.stringify(file)};`,
          );
        }
        return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(barrel), warnings };
      });
    },
  };
}
