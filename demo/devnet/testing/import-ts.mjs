// Node tests of the element's TypeScript services: esbuild bundles the modules (with their
// dependencies) into one ESM file in a temporary folder, which is then imported.
import * as esbuild from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Imports `modules` ({name: path from the repository root}) as one bundle; resolves to {name: module namespace}. */
export async function importTypeScript(modules) {
  const contents = Object.entries(modules)
    .map(([name, file]) => `export * as ${name} from ${JSON.stringify(`./${file}`)};`)
    .join('\n');
  const { outputFiles } = await esbuild.build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  const folder = await mkdtemp(path.join(tmpdir(), 'wm-services-'));
  try {
    const file = path.join(folder, 'services.mjs');
    await writeFile(file, outputFiles[0].contents);
    return await import(pathToFileURL(file).href);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
