// ESLint rule: code outside a state feature (src/state/<feature>/) imports it only
// through its public face, index.ts, or its pure rules/; never another file inside it.
// state/chunks is the exception: each of its files is a face (see below).
import path from 'node:path';

const FEATURE = /(?:^|\/)src\/state\/([^/]+)\/(.+)$/;

function violation(importer, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
  const into = FEATURE.exec(target);
  if (!into) return undefined;
  const [, feature, inner] = into;
  const from = FEATURE.exec(importer);
  if (from && from[1] === feature) return undefined;
  // The loaders load a chunk's entry, wherever it is; each file of state/chunks is a face of its own
  // (one per group of loaders, so that no chunk imports the file that loads it).
  if (from && from[1] === 'chunks') return undefined;
  if (feature === 'chunks') return undefined;
  if (inner === 'index' || inner === 'index.ts' || inner.startsWith('rules/')) return undefined;
  return feature;
}

export const featureFaces = {
  meta: {
    type: 'problem',
    docs: { description: 'import a state feature only through its index.ts (or its pure rules/)' },
    schema: [],
    messages: { internal: "'{{specifier}}' is inside the {{feature}} feature: import '{{face}}' (its index.ts) instead." },
  },
  create(context) {
    const importer = context.filename.split(path.sep).join('/');
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const feature = violation(importer, source.value);
      if (!feature) return;
      const face = source.value.slice(0, source.value.indexOf(`/${feature}/`) + feature.length + 1);
      context.report({ node, messageId: 'internal', data: { specifier: source.value, feature, face } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
