// One visual language: every spacing (padding, margin, gap, inset) and every font size in the element's CSS comes
// from the theme's scales (--_space-*, --_text-*, in src/react/ui/theme.styles.ts), which follow the host's
// --wm-spacing and --wm-font-size. A literal length there (other than 0 and the hairline 1px) fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

const SPACING = /^(padding|margin|gap|row-gap|column-gap|inset|top|left|right|bottom)(-[a-z-]+)?$/;

async function sourceFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

/** The CSS declarations in a file's css template literals: `prop: value`. */
function declarations(source) {
  const css = [...source.matchAll(/\/\* css \*\/ `([^`]*)`/g)].map((match) => match[1]).join('\n');
  return [...css.matchAll(/(?<![\w-])([a-z-]+)\s*:\s*([^;{}\n]+)/g)].map(([, property, value]) => ({ property, value: value.trim() }));
}

/** A declaration's literal lengths that should be tokens. */
function literalLengths({ property, value }) {
  if (SPACING.test(property))
    return [...value.matchAll(/-?\b(\d+(?:\.\d+)?)px\b/g)].filter(([, n]) => n !== '0' && n !== '1').map(([m]) => m);
  if (property === 'font-size') return [...value.matchAll(/\b\d+(?:\.\d+)?px\b/g)].map(([m]) => m);
  if (property === 'font') return [...value.matchAll(/\b\d+(?:\.\d+)?px(?=\s*\/|\s+var\(--_font\))/g)].map(([m]) => m);
  return [];
}

test('spacing and font sizes in the CSS come from the theme tokens, not literal lengths', async () => {
  const files = [...(await sourceFiles('src/react')), ...(await sourceFiles('src/element'))];
  const found = [];
  let checked = 0;
  for (const file of files) {
    for (const declaration of declarations(await readFile(file, 'utf8'))) {
      checked += 1;
      const literals = literalLengths(declaration);
      if (literals.length > 0) found.push(`${file}: ${declaration.property}: ${declaration.value}`);
    }
  }
  assert.ok(checked > 300, `the check read the CSS (${checked} declarations)`);
  assert.deepEqual(found, []);
});

test('the check names a literal spacing or font size', () => {
  const source = 'const s = /* css */ `.a { gap: 8px; padding: 0 var(--_space-s); font: 600 20px/1.2 var(--_font); margin: -1px; }`;';
  assert.deepEqual(declarations(source).flatMap(literalLengths), ['8px', '20px']);
});
