// Reading dist/custom-elements.json (written by the build) for the package tests.
import { readFile } from 'node:fs/promises';

export async function readManifest() {
  const text = await readFile('dist/custom-elements.json', 'utf8').catch(() => {
    throw new Error('dist/custom-elements.json is missing: run `npm run build` (or `npm test -- build package`) first');
  });
  return JSON.parse(text);
}

/** The `<wallet-modal>` declaration's public surface, as sorted name lists. */
export async function manifestSurface() {
  const manifest = await readManifest();
  const element = manifest.modules.flatMap((module) => module.declarations).find((declaration) => declaration.tagName === 'wallet-modal');
  if (!element) throw new Error('the manifest declares no <wallet-modal>');
  const names = (list = []) => list.map((entry) => entry.name).sort();
  return {
    element,
    attributes: names(element.attributes),
    events: names(element.events),
    cssProperties: names(element.cssProperties),
    cssParts: names(element.cssParts),
  };
}
