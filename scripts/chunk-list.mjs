// The list of chunks (src/state/chunks/list.ts: what loads when) for the build's scripts, and the
// build's check that the source's dynamic imports are exactly the list's entries.
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';

export const CHUNK_LIST = 'src/state/chunks/list.ts';

/** `{ CHUNKS, WARM_CHUNKS, LOCALE_CHUNKS }` from the list (plain data: compiled and imported as is). */
export async function readChunkList() {
  const { code } = await esbuild.transform(await readFile(CHUNK_LIST, 'utf8'), { loader: 'ts', format: 'esm' });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

// A symlinked node_modules (a git worktree) makes esbuild name a package's file by its real path.
export const packagePath = (file) => file.replace(/^(\.\.\/)+[^]*?\/node_modules\//, 'node_modules/');

/** A translation's entry, its tag captured: the list's LOCALE_CHUNKS as a pattern. */
export const localeEntry = (LOCALE_CHUNKS) => new RegExp(`^${LOCALE_CHUNKS.replace(/[.]/g, '\\.').replace('<tag>', '([\\w-]+)')}$`);

/** Problems, in words: a dynamic import whose target the list does not name, or a listed entry nothing imports. */
export function unlistedChunks({ inputs }, { CHUNKS, LOCALE_CHUNKS }) {
  const locale = localeEntry(LOCALE_CHUNKS);
  const listed = new Set(Object.values(CHUNKS).map((chunk) => chunk.entry));
  const imported = new Set();
  const problems = [];
  for (const [file, { imports }] of Object.entries(inputs)) {
    for (const { path, kind } of imports) {
      if (kind !== 'dynamic-import' || !file.startsWith('src/')) continue;
      const target = packagePath(path);
      if (locale.test(target)) continue;
      imported.add(target);
      if (!listed.has(target)) problems.push(`import('${target}') in ${file} is not a chunk of ${CHUNK_LIST}`);
    }
  }
  for (const entry of listed) if (!imported.has(entry)) problems.push(`${entry} is listed in ${CHUNK_LIST}, but no loader imports it`);
  return problems;
}
