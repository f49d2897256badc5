// Compiles the devnet's Solidity contracts with solc-js (standard JSON) and
// caches the ABIs and bytecode in .devnet/, keyed by a hash of every input,
// so a restart skips the ~2 s compile.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const CONTRACTS_DIR = path.resolve(HERE, '../contracts');
const CACHE_DIR = path.resolve(HERE, '../../../.devnet');
const OZ_ROOT = path.dirname(require.resolve('@openzeppelin/contracts/package.json'));
const SETTINGS = {
  // cancun: OpenZeppelin 5 may use mcopy; anvil's default hardfork is newer still.
  evmVersion: 'cancun',
  // No optimizer: it makes the cold compile ~30% slower and gas does not matter on a devnet.
  optimizer: { enabled: false },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
};

async function readSources() {
  const names = (await readdir(CONTRACTS_DIR)).filter((name) => name.endsWith('.sol')).sort();
  const sources = {};
  for (const name of names) sources[name] = { content: await readFile(path.join(CONTRACTS_DIR, name), 'utf8') };
  return sources;
}

/** Resolves `@openzeppelin/contracts/...` imports from node_modules for solc. */
function findImport(importPath) {
  const prefix = '@openzeppelin/contracts/';
  if (!importPath.startsWith(prefix)) return { error: `import not found: ${importPath}` };
  const file = path.join(OZ_ROOT, importPath.slice(prefix.length));
  if (!file.startsWith(OZ_ROOT)) return { error: `import outside the package: ${importPath}` };
  try {
    return { contents: readFileSync(file, 'utf8') };
  } catch {
    return { error: `import not found: ${importPath}` };
  }
}

function cacheKey(sources, solcVersion) {
  const ozVersion = require('@openzeppelin/contracts/package.json').version;
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ sources, solcVersion, ozVersion, settings: SETTINGS }));
  return hash.digest('hex').slice(0, 16);
}

function runSolc(solc, sources) {
  const input = { language: 'Solidity', sources, settings: SETTINGS };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport }));
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
  if (errors.length > 0) throw new Error(`solc: ${errors.map((entry) => entry.formattedMessage).join('\n')}`);
  const artifacts = {};
  for (const [file, contracts] of Object.entries(output.contracts)) {
    if (!sources[file]) continue;
    for (const [name, contract] of Object.entries(contracts)) {
      artifacts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
    }
  }
  return artifacts;
}

/**
 * The compiled contracts by name: `{DevnetToken: {abi, bytecode}, ...}`.
 * @returns {Promise<Record<string, {abi: unknown[], bytecode: `0x${string}`}>>}
 */
export async function compileContracts({ cacheDir = CACHE_DIR } = {}) {
  const sources = await readSources();
  const solcVersion = require('solc/package.json').version;
  const cacheFile = path.join(cacheDir, `contracts-${cacheKey(sources, solcVersion)}.json`);
  const cached = await readFile(cacheFile, 'utf8').catch(() => undefined);
  if (cached) return JSON.parse(cached);
  // solc-js is a large module; load it only when the cache misses.
  const { default: solc } = await import('solc');
  const artifacts = runSolc(solc, sources);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cacheFile, JSON.stringify(artifacts));
  return artifacts;
}
