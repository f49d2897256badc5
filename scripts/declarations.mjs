// The package's type declarations: one self-contained .d.ts per entry, bundled
// by dts-bundle-generator (no relative imports, so they resolve the same under
// moduleResolution bundler, node16 and nodenext), plus the JSX typings in types/.
// Run: node scripts/declarations.mjs (after the build; ~20 s on 2 cores).
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateDtsBundle } from 'dts-bundle-generator';

const ENTRIES = [
  { source: 'src/element/index.ts', output: 'dist/wallet-modal.d.ts' },
  { source: 'src/utils.ts', output: 'dist/utils.d.ts' },
];
/** Written by hand: they augment react's and preact's JSX namespaces with `<wallet-modal>`. */
const JSX_TYPES = ['types/react.d.ts', 'types/preact.d.ts'];

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
  await Promise.all(JSX_TYPES.map((file) => copyFile(file, `dist/${file.slice('types/'.length)}`)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildDeclarations();
  console.log(`wrote ${[...ENTRIES.map(({ output }) => output), ...JSX_TYPES.map((file) => `dist/${file.slice(6)}`)].join(', ')}`);
}
