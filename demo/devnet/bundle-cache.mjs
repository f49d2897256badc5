// The devnet's browser bundles, kept on disk between its processes: each Playwright worker (and each
// devnet test file) starts a devnet of its own, and every one of them built the same examples, wallet
// pages and quick starts again, about 1.5 s of CPU each. An entry is used while every file esbuild
// read for it is unchanged (same size and modification time), and rebuilt otherwise; while one
// process builds an entry, the others wait for it (a lock file) instead of building it too.
import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIRECTORY = path.join(ROOT, 'node_modules/.cache/wallet-modal-devnet-bundles');
/** A lock older than this is a crashed builder's: it is taken over. */
const STALE_LOCK_MS = 60_000;
const LOCK_POLL_MS = 50;

/** A stable name for what is built: the key's JSON (entry, options, plugin names), hashed. */
function entryName(key) {
  return createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 32);
}

/** What is known of a file to tell it changed: its size and modification time (undefined when it is gone). */
async function fingerprint(file) {
  try {
    const { size, mtimeMs } = await stat(file);
    return `${size}:${mtimeMs}`;
  } catch {
    return undefined;
  }
}

/** The fingerprints of esbuild's inputs (paths relative to the working directory; a plugin's virtual `ns:path` ones are left out). */
async function fingerprints(inputs) {
  const files = inputs.filter((input) => !/^[\w-]+:/.test(input)).map((input) => path.resolve(input));
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, await fingerprint(file)])));
}

/** The stored entry's files, when every input it was built from is unchanged. */
async function readFresh(file) {
  let stored;
  try {
    stored = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
  const inputs = Object.entries(stored.inputs ?? {});
  if (inputs.length === 0) return undefined;
  const now = await Promise.all(inputs.map(([input]) => fingerprint(input)));
  if (inputs.some(([, before], index) => before === undefined || now[index] !== before)) return undefined;
  return new Map(Object.entries(stored.files).map(([name, base64]) => [name, new Uint8Array(Buffer.from(base64, 'base64'))]));
}

async function store(file, files, inputs) {
  const body = JSON.stringify({
    inputs: await fingerprints(inputs),
    files: Object.fromEntries([...files].map(([name, bytes]) => [name, Buffer.from(bytes).toString('base64')])),
  });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

/** Whether the lock is there and fresh (a stale one is a crashed builder's). */
async function heldByAnother(lock) {
  const held = await stat(lock).catch(() => undefined);
  return held !== undefined && Date.now() - held.mtimeMs < STALE_LOCK_MS;
}

/** Takes the entry's lock; false while another process holds a fresh one. */
async function tryLock(lock) {
  try {
    await (await open(lock, 'wx')).close();
    return true;
  } catch (error) {
    if (error?.code !== 'EEXIST') throw error;
    if (await heldByAnother(lock)) return false;
    await rm(lock, { force: true });
    return tryLock(lock);
  }
}

/**
 * The files `build()` makes for `key` (any JSON: what makes two builds differ), from the disk when nothing they were
 * made from changed. `build` resolves to `{ files: Map<name, bytes>, inputs: string[] }` (esbuild's metafile inputs);
 * `directory` is where entries are kept.
 */
export async function cachedBundle(key, build, { directory = DIRECTORY } = {}) {
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, `${entryName(key)}.json`);
  const lock = `${file}.lock`;
  for (;;) {
    const fresh = await readFresh(file);
    if (fresh) return fresh;
    if (await tryLock(lock)) break;
    // Another devnet is building this entry: wait until its lock is gone (or stale), then read what it stored.
    while (await heldByAnother(lock)) await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
  try {
    const { files, inputs } = await build();
    await store(file, files, inputs);
    return files;
  } finally {
    await rm(lock, { force: true });
  }
}
