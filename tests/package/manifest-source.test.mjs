// The manifest (JSDoc on the element) names what the code really has: the
// observed attributes, the events the bridge dispatches, the parts and the
// --wm-* properties the styles read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { manifestSurface } from './manifest.mjs';

async function sourceFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function matchesIn(files, pattern) {
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  return [...new Set(texts.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1])))].sort();
}

test('the manifest lists the attributes the element observes', async () => {
  // The built module imports on a server (no DOM): its class still lists what it observes.
  const { WalletModalElement } = await import(path.resolve('dist/wallet-modal.js'));
  const { attributes } = await manifestSurface();
  assert.deepEqual(attributes, [...WalletModalElement.observedAttributes].sort());
});

test('the manifest lists the events the event bridge dispatches', async () => {
  const { events } = await manifestSurface();
  assert.deepEqual(
    events,
    await matchesIn(['src/element/event-bridge.ts'], /(?:return \[|dispatch\(|dispatcher\(target\)\()\s*'([a-z]+)'/g),
  );
});

test('the manifest lists the parts and --wm-* properties used in src', async () => {
  const files = await sourceFiles('src');
  const { cssParts, cssProperties } = await manifestSurface();
  // part="x", a part in a list ('dialog', 'x'), or one a variant chooses (part: variant === 'primary' ? 'x' : undefined).
  assert.deepEqual(cssParts, await matchesIn(files, /\bpart(?:="|', '|[=:] ?\{?[^'\n]*'[^'\n]*' \? ')([a-z-]+)/g));
  assert.deepEqual(cssProperties, await matchesIn(files, /var\((--wm-[a-z0-9-]+)/g));
});
