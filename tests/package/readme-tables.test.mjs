// The README's attribute, event and styling tables name exactly what the
// manifest (the JSDoc on the element) declares, in both directions; its
// attributes table names every setting of the settings table, with its default.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { manifestSurface } from './manifest.mjs';
import { settingRows } from '../../scripts/settings.mjs';

/** The rows of the first table under a `## heading`, each as its cells. */
async function tableRows(heading) {
  const readme = await readFile('README.md', 'utf8');
  const start = readme.indexOf(`\n## ${heading}\n`);
  assert.ok(start >= 0, `README has a "## ${heading}" section`);
  const lines = readme.slice(start).split('\n').slice(2);
  const tableStart = lines.findIndex((line) => line.startsWith('|'));
  const table = lines.slice(
    tableStart,
    lines.findIndex((line, index) => index > tableStart && !line.startsWith('|')),
  );
  // Skip the header and the |---| rows.
  return table.slice(2).map((row) => row.split(/(?<!\\)\|/).slice(1, -1));
}

/** The backticked names in a cell: a cell may name several (`open` / `close`). */
const backticked = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

/** The backticked names in the first column of the first table under a `## heading`. */
async function firstColumnNames(heading) {
  return (await tableRows(heading)).flatMap(([names]) => backticked(names));
}

const sorted = (names) => [...new Set(names)].sort();

test('the README attributes table lists every attribute in the manifest, and no other', async () => {
  const { attributes } = await manifestSurface();
  assert.deepEqual(sorted(await firstColumnNames('Attributes')), attributes);
});

test('the README attributes table lists every setting of the settings table (src/state/settings/table.ts), with its default', async () => {
  const rows = await tableRows('Attributes');
  for (const setting of await settingRows()) {
    const row = rows.find(([names]) => backticked(names).includes(setting.attribute));
    assert.ok(row, `README lists \`${setting.attribute}\``);
    const shown = row[2].trim();
    // A boolean's default reads on or off; a single value's is named in backticks (lists are described in words).
    if (typeof setting.default === 'boolean') assert.match(shown, setting.default ? /^on\b/ : /^off\b/, setting.attribute);
    else if (typeof setting.default === 'string') assert.ok(shown.includes(`\`${setting.default}\``), `${setting.attribute}: ${shown}`);
  }
});

test('the README events table lists every event in the manifest, and no other', async () => {
  const { events } = await manifestSurface();
  assert.deepEqual(sorted(await firstColumnNames('Events')), events);
});

test('the README styling table lists every CSS custom property and part in the manifest, and no other', async () => {
  const { cssProperties, cssParts } = await manifestSurface();
  const hooks = await firstColumnNames('Styling');
  assert.deepEqual(sorted(hooks.filter((hook) => hook.startsWith('--'))), cssProperties);
  assert.deepEqual(sorted(hooks.flatMap((hook) => [...hook.matchAll(/::part\(([^)]+)\)/g)].map((match) => match[1]))), cssParts);
  assert.deepEqual(
    hooks.filter((hook) => !hook.startsWith('--') && !hook.includes('::part(')),
    [],
    'every styling hook is a custom property or a part',
  );
});
