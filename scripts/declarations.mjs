// The package's type declarations: one self-contained .d.ts per entry, bundled
// by dts-bundle-generator (no relative imports, so they resolve the same under
// moduleResolution bundler, node16 and nodenext); wallet-modal/react's, which import the main entry's;
// and preact's JSX typings in types/.
// Run: node scripts/declarations.mjs (after the build; ~20 s on 2 cores).
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateDtsBundle } from 'dts-bundle-generator';
import ts from 'typescript';

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

export async function buildDeclarations() {
  await mkdir('dist', { recursive: true });
  for (const { source, output } of ENTRIES) {
    // One entry per run: given both, the second bundle also gets the first one's types.
    const [bundle] = generateDtsBundle(
      // `declare global` (the tag name map) is kept; only what the entry exports is exported.
      [{ filePath: source, output: { inlineDeclareGlobals: true, exportReferencedTypes: false, noBanner: true } }],
      { preferredConfigPath: 'tsconfig.build.json' },
    );
    await writeFile(output, bundle);
  }
  for (const entry of HOST_ENTRIES) await hostDeclarations(entry);
  await Promise.all(JSX_TYPES.map((file) => copyFile(file, `dist/${file.slice('types/'.length)}`)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildDeclarations();
  console.log(
    `wrote ${[...ENTRIES.map(({ output }) => output), ...HOST_ENTRIES.map(({ output }) => output), ...JSX_TYPES.map((file) => `dist/${file.slice(6)}`)].join(', ')}`,
  );
}
