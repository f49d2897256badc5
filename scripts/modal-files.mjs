// After the build: writes the modal's file list into the element's code, for src/element/warm-modal.ts
// (the modulepreload once the page is idle). esbuild defines WM_MODAL_FILES as a placeholder string
// of fixed length; it is replaced in place by the JSON list padded to the same length, so no byte
// offset moves and the source map stays right.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const MODAL_FILES_PLACEHOLDER = `"__WM_MODAL_FILES__${' '.repeat(1200)}"`;

/** Output files reached from `file` by static imports. */
function outputClosure(outputs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of outputs[file]?.imports ?? [])
    if (imported.kind === 'import-statement') outputClosure(outputs, imported.path, seen);
  return seen;
}

/** The files the first sign of intent loads (the warmed roots and their static imports) but the button's. */
export function modalFiles(metafile, { elementRoot, warmRoots }) {
  const outputs = metafile.outputs;
  const outputOf = (entry) => Object.keys(outputs).find((file) => outputs[file].entryPoint === entry && file.endsWith('.js'));
  const initial = outputClosure(outputs, outputOf(elementRoot));
  const files = new Set();
  for (const root of warmRoots) {
    const output = outputOf(root);
    if (!output) continue;
    for (const file of outputClosure(outputs, output)) if (!initial.has(file)) files.add(file);
  }
  return [...files];
}

export async function fillModalFiles(metafile, roots) {
  const files = modalFiles(metafile, roots);
  const targets = [];
  for (const file of Object.keys(metafile.outputs).filter((output) => output.endsWith('.js'))) {
    const code = await readFile(file, 'utf8');
    if (code.includes(MODAL_FILES_PLACEHOLDER)) targets.push([file, code]);
  }
  if (targets.length !== 1) throw new Error(`modal files: the placeholder is in ${targets.length} output files, expected 1`);
  const [[file, code]] = targets;
  const relative = files.map((modalFile) => `./${path.relative(path.dirname(file), modalFile).split(path.sep).join('/')}`);
  const list = JSON.stringify(JSON.stringify(relative));
  if (list.length > MODAL_FILES_PLACEHOLDER.length) throw new Error('modal files: the list is longer than its placeholder');
  const filled = `${list.slice(0, -1)}${' '.repeat(MODAL_FILES_PLACEHOLDER.length - list.length)}"`;
  await writeFile(file, code.replace(MODAL_FILES_PLACEHOLDER, filled));
  return files;
}
