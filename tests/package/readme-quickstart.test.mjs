// README's quick starts are the files in docs/quickstart/, shown verbatim: each fenced block under a
// `<!-- docs/quickstart/<file> -->` marker is that file, and every file there is shown. The files
// themselves are type-checked against the packed package (consumer-types.test.mjs) and run in
// Chromium (tests/e2e/quickstart.spec.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';

const README = await readFile('README.md', 'utf8');
const shown = [...README.matchAll(/<!-- (docs\/quickstart\/[\w./-]+) -->\n```\w+\n([\s\S]*?)```\n/g)].map(([, file, body]) => ({
  file,
  body,
}));
const files = (await readdir('docs/quickstart', { recursive: true }))
  .filter((name) => /\.(html|tsx?|vue|svelte)$/.test(name))
  .map((name) => `docs/quickstart/${name}`)
  .sort();

test('every quick start file is shown in README, once', () => {
  assert.deepEqual(shown.map(({ file }) => file).sort(), files);
});

for (const { file, body } of shown) {
  test(`README shows ${file} as it is`, async () => {
    assert.equal(body, await readFile(file, 'utf8'));
  });
}

test('each quick start is under 20 lines', async () => {
  const bySection = new Map();
  for (const { file, body } of shown) {
    const section = file.split('/')[2];
    bySection.set(section, (bySection.get(section) ?? 0) + body.trimEnd().split('\n').length);
  }
  for (const [section, lines] of bySection) assert.ok(lines < 20, `${section}: ${lines} lines`);
});
