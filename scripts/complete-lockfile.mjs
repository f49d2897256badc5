// Adds lockfile entries for other platforms' optional binaries that the npm
// registry reachable from here does not serve (e.g. @foundry-rs/anvil-darwin-*,
// litesvm-darwin-*, @rollup/rollup-android-*). `npm install` skips them and
// leaves them out of package-lock.json, and `npm ci` then refuses the lockfile.
// With an entry whose os/cpu/libc say where it runs, `npm ci` validates and
// skips it on every other platform without fetching it.
// Run after `npm install`: node scripts/complete-lockfile.mjs
// `--check` changes nothing and fails when entries are missing (npm test runs it).
import { readFile, writeFile } from 'node:fs/promises';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'openharmony', 'sunos', 'aix', 'netbsd'];
const CPU = {
  amd64: 'x64',
  x64: 'x64',
  arm64: 'arm64',
  aarch64: 'arm64',
  arm: 'arm',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
};
const LIBC = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };

/** os/cpu/libc from a platform package name such as `rollup-linux-arm64-musl`. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const osIndex = parts.findIndex((part) => OS.includes(part));
  if (osIndex < 0) return undefined;
  const cpu = CPU[parts[osIndex + 1]];
  if (!cpu) return undefined;
  const libc = parts
    .slice(osIndex + 2)
    .map((part) => LIBC[part])
    .find(Boolean);
  return { os: [parts[osIndex]], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

/** Where `dep` of the package at `parentPath` resolves, if the lockfile has it. */
function resolvedPath(packages, parentPath, dep) {
  for (let base = parentPath; ; base = base.slice(0, base.lastIndexOf('/node_modules/'))) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${dep}`;
    if (packages[candidate]) return candidate;
    if (!base.includes('/node_modules/')) return packages[`node_modules/${dep}`] ? `node_modules/${dep}` : undefined;
  }
}

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(await readFile(lockPath, 'utf8'));
const added = [];
for (const [parentPath, parent] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(parent.optionalDependencies ?? {})) {
    if (resolvedPath(lock.packages, parentPath, dep)) continue;
    const platform = platformOf(dep);
    const version = range.replace(/^[\^~=]/, '');
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    const target = lock.packages[`node_modules/${dep}`] ? `${parentPath}/node_modules/${dep}` : `node_modules/${dep}`;
    lock.packages[target] = { version, ...(parent.dev ? { dev: true } : {}), optional: true, ...platform };
    added.push(`${dep}@${version}`);
  }
}
if (process.argv.includes('--check')) {
  if (added.length) {
    console.error(
      `package-lock.json lacks ${added.length} platform entries (${added.slice(0, 3).join(', ')}…): run node scripts/complete-lockfile.mjs`,
    );
    process.exit(1);
  }
  console.log('lockfile complete');
  process.exit(0);
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
await writeFile(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} platform entries:\n  ${added.join('\n  ')}` : 'lockfile already complete');
