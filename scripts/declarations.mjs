// The package's type declarations: one self-contained .d.ts per entry, bundled
// by dts-bundle-generator (no relative imports, so they resolve the same under
// moduleResolution bundler, node16 and nodenext); wallet-modal/react's, which import the main entry's;
// and preact's JSX typings in types/.
// The bundler reads .d.ts files, not the sources: each source's declarations are emitted first, once, by one
// TypeScript program. `npm test` has the type check's program emit them (scripts/typecheck.mjs --declarations DIR;
// this script then runs with --from DIR): the sources are checked once, where they were checked three times (the
// type check, then a program per entry in dts-bundle-generator). Alone, this script builds that program itself,
// over tsconfig.build.json.
// Run: node scripts/declarations.mjs [--from DIR] (after the build).
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { generateDtsBundle } from 'dts-bundle-generator';
import ts from 'typescript';
import { declarationsFolder } from './declarations-folder.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** Written last into a declarations folder: its .d.ts files are all there. */
const COMPLETE = 'complete';

/**
 * dts-bundle-generator asks, for every declaration, whether each export of the entry uses it: a depth-first search
 * over the usage graph each time, without keeping a negative answer (most are), so the main entry's bundle took
 * about a minute of CPU, almost all of it there. The same answers, from one search per export: the symbols that reach
 * it, found once by walking the graph backwards. The graph is complete once the evaluator is built (its constructor
 * computes it), so the answers stay true. Without the class as it is known here, the package's own search runs.
 */
function fasterUsageSearch() {
  const { TypesUsageEvaluator } = createRequire(import.meta.url)('dts-bundle-generator/dist/types-usage-evaluator.js');
  const prototype = TypesUsageEvaluator?.prototype;
  if (typeof prototype?.isSymbolUsedBySymbol !== 'function' || typeof prototype.getActualSymbol !== 'function') return;
  const searches = new WeakMap();
  prototype.isSymbolUsedBySymbol = function isSymbolUsedBySymbol(symbol, by) {
    if (!(this.nodesParentsMap instanceof Map)) throw new Error('dts-bundle-generator changed: see fasterUsageSearch');
    let search = searches.get(this);
    if (!search) {
      // nodesParentsMap: a symbol → the symbols that use it. Backwards: a symbol → the symbols it uses.
      const uses = new Map();
      for (const [used, users] of this.nodesParentsMap)
        for (const user of users) {
          if (!uses.has(user)) uses.set(user, []);
          uses.get(user).push(used);
        }
      search = { uses, reaching: new Map() };
      searches.set(this, search);
    }
    const target = this.getActualSymbol(by);
    let reaching = search.reaching.get(target);
    if (!reaching) {
      reaching = new Set([target]);
      const stack = [target];
      while (stack.length > 0)
        for (const used of search.uses.get(stack.pop()) ?? [])
          if (!reaching.has(used)) {
            reaching.add(used);
            stack.push(used);
          }
      search.reaching.set(target, reaching);
    }
    return reaching.has(this.getActualSymbol(symbol));
  };
}
fasterUsageSearch();

const ENTRIES = [
  { source: 'src/element/index.ts', output: 'dist/wallet-modal.d.ts' },
  { source: 'src/utils.ts', output: 'dist/utils.d.ts' },
];
/** Written by hand: it augments preact's JSX namespace with `<wallet-modal>`. */
const JSX_TYPES = ['types/preact.d.ts'];

/**
 * `wallet-modal/react`, `/wagmi`, `/vue` and `/svelte`: the declarations of src/hosts/<name>/index.ts (their exports are
 * explicitly typed, so one file is enough: isolatedDeclarations), importing the main entry's types from
 * ./wallet-modal.js as their code does (and their peers' types from the peers).
 */
const HOST_ENTRIES = [
  { source: 'src/hosts/react/index.ts', output: 'dist/react.d.ts' },
  { source: 'src/hosts/wagmi/index.ts', output: 'dist/wagmi.d.ts' },
  { source: 'src/hosts/vue/index.ts', output: 'dist/vue.d.ts' },
  { source: 'src/hosts/svelte/index.ts', output: 'dist/svelte.d.ts' },
];

async function hostDeclarations(entry) {
  const { outputText, diagnostics } = ts.transpileDeclaration(await readFile(entry.source, 'utf8'), {
    fileName: entry.source,
    compilerOptions: { isolatedDeclarations: true, declaration: true, strict: true, target: ts.ScriptTarget.ES2022 },
    reportDiagnostics: true,
  });
  if (diagnostics?.length)
    throw new Error(`${entry.source}: ${diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')).join('; ')}`);
  const declarations = outputText.replace(/from '\.\.\/\.\.\/element'/g, "from './wallet-modal.js'");
  if (/from '\./.test(declarations.replaceAll("from './wallet-modal.js'", '')))
    throw new Error(`${entry.source} imports more than the main entry`);
  await writeFile(entry.output, declarations);
}

/** The options that make a program also write the declarations of its sources, under `dir` as they are under the project. */
export const declarationOptions = (dir) => ({
  noEmit: false,
  declaration: true,
  emitDeclarationOnly: true,
  declarationDir: dir,
  rootDir: ROOT,
});

/** The package's sources that the entries reach (their imports, static and dynamic, followed from file to file). */
function entrySources(program) {
  const reached = new Set();
  const visit = (sourceFile) => {
    if (!sourceFile || sourceFile.isDeclarationFile || reached.has(sourceFile)) return;
    if (relative(ROOT, sourceFile.fileName).split(sep)[0] !== 'src') return;
    reached.add(sourceFile);
    // `imports` holds every module specifier of the file (TypeScript's own list, import() included).
    for (const specifier of sourceFile.imports ?? []) {
      const resolved = program.getResolvedModuleFromModuleSpecifier(specifier, sourceFile)?.resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport) visit(program.getSourceFile(resolved.resolvedFileName));
    }
  };
  for (const { source } of ENTRIES) visit(program.getSourceFile(join(ROOT, source)));
  return reached;
}

/**
 * Writes the declarations of the sources the entries reach in `program` (made with `declarationOptions(dir)`) under
 * `dir`, then the mark that they are complete. Returns the emit's errors (no mark then).
 */
export function emitDeclarations(program, dir) {
  const errors = [];
  const sources = entrySources(program);
  if (sources.size === 0) throw new Error('the program holds none of the entries');
  for (const sourceFile of sources) {
    const { diagnostics } = program.emit(sourceFile, undefined, undefined, true);
    errors.push(...diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error));
  }
  if (errors.length === 0) writeFileSync(join(dir, COMPLETE), '');
  return errors;
}

const formatHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => '\n',
};
export const formatDiagnostics = (diagnostics) =>
  process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost) : ts.formatDiagnostics(diagnostics, formatHost);

/** The sources' declarations by a program of their own, over tsconfig.build.json (when no type check wrote them). */
async function emitAlone(dir) {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.build.json'), declarationOptions(dir), {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(formatDiagnostics([diagnostic]));
    },
  });
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const errors = [...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()];
  errors.push(...emitDeclarations(program, dir));
  const fatal = errors.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (fatal.length > 0) throw new Error(`the declarations could not be emitted:\n${formatDiagnostics(fatal)}`);
}

/** dist/*.d.ts from the declarations under `from` (a type check's), else from a program of this script's own. */
export async function buildDeclarations({ from } = {}) {
  await mkdir(join(ROOT, 'dist'), { recursive: true });
  const emitted = from && existsSync(join(from, COMPLETE)) ? from : await declarationsFolder();
  try {
    if (emitted !== from) await emitAlone(emitted);
    for (const { source, output } of ENTRIES) {
      // One entry per run: given both, the second bundle also gets the first one's types.
      const [bundle] = generateDtsBundle(
        // `declare global` (the tag name map) is kept; only what the entry exports is exported.
        [
          {
            filePath: join(emitted, source.replace(/\.tsx?$/, '.d.ts')),
            output: { inlineDeclareGlobals: true, exportReferencedTypes: false, noBanner: true },
          },
        ],
        { preferredConfigPath: join(ROOT, 'tsconfig.build.json') },
      );
      await writeFile(join(ROOT, output), bundle);
    }
  } finally {
    await Promise.all([...new Set([emitted, from].filter(Boolean))].map((dir) => rm(dir, { recursive: true, force: true })));
  }
  for (const entry of HOST_ENTRIES) await hostDeclarations(entry);
  await Promise.all(JSX_TYPES.map((file) => copyFile(join(ROOT, file), join(ROOT, `dist/${file.slice('types/'.length)}`))));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--from');
  await buildDeclarations({ from: at > 0 ? process.argv[at + 1] : undefined });
  console.log(
    `wrote ${[...ENTRIES.map(({ output }) => output), ...HOST_ENTRIES.map(({ output }) => output), ...JSX_TYPES.map((file) => `dist/${file.slice(6)}`)].join(', ')}`,
  );
}
