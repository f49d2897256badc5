// The source's import graph, dynamic imports included, from esbuild's metafile:
// `node scripts/import-graph.mjs` fails on any import cycle and prints, with
// `--report`, files per state feature and the import edges between features.
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';

const ENTRIES = ['src/element/index.ts', 'src/utils.ts', 'src/react/mount.ts', 'src/hosts/react/index.ts'];

export async function importGraph() {
  const { metafile } = await esbuild.build({
    entryPoints: ENTRIES,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    splitting: true,
    outdir: 'out',
    platform: 'browser',
    jsx: 'automatic',
    logLevel: 'silent',
  });
  const graph = new Map();
  for (const [file, { imports }] of Object.entries(metafile.inputs)) {
    if (!file.startsWith('src/')) continue;
    graph.set(
      file,
      imports.filter((i) => i.path.startsWith('src/')).map((i) => ({ path: i.path, dynamic: i.kind === 'dynamic-import' })),
    );
  }
  return graph;
}

/** Strongly connected components of more than one file (or a file importing itself): the cycles. */
export function cycles(graph) {
  let index = 0;
  const stack = [],
    onStack = new Set(),
    indices = new Map(),
    low = new Map(),
    found = [];
  const visit = (v) => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const { path: w } of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)));
    }
    if (low.get(v) !== indices.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    const selfLoop = (graph.get(v) ?? []).some((edge) => edge.path === v);
    if (component.length > 1 || selfLoop) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return found;
}

/** `src/state/<feature>/...` → feature; the state layer's top-level files are its facade. */
export function featureOf(file) {
  const match = /^src\/state\/([^/]+)\//.exec(file);
  return match ? match[1] : undefined;
}

function report(graph) {
  const files = new Map(),
    edges = new Map();
  for (const [file, imports] of graph) {
    const from = featureOf(file);
    if (!from) continue;
    files.set(from, (files.get(from) ?? 0) + 1);
    for (const { path } of imports) {
      const to = featureOf(path);
      if (to && to !== from) edges.set(`${from} → ${to}`, (edges.get(`${from} → ${to}`) ?? 0) + 1);
    }
  }
  console.log('files per state feature:', Object.fromEntries([...files].sort()));
  console.log(`import edges between state features: ${[...edges.values()].reduce((a, b) => a + b, 0)} (${edges.size} feature pairs)`);
  for (const [pair, count] of [...edges].sort()) console.log(`  ${pair}: ${count}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = await importGraph();
  if (process.argv.includes('--report')) report(graph);
  const found = cycles(graph);
  for (const component of found) console.error(`import cycle: ${component.join(' ↔ ')}`);
  console.log(
    found.length === 0 ? `no import cycle among ${graph.size} source files (dynamic imports included)` : `${found.length} import cycle(s)`,
  );
  process.exit(found.length === 0 ? 0 : 1);
}
