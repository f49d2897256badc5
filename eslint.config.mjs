import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { featureFaces } from './scripts/eslint-feature-faces.mjs';

// The layers only point down: element → react → state → services (DESIGN.md §2).
const layerZones = [
  { target: './src/services', from: ['./src/state', './src/react', './src/element'], message: 'services is the bottom layer.' },
  { target: './src/state', from: ['./src/react', './src/element'], message: 'state must not import react or element.' },
  { target: './src/react', from: ['./src/element'], message: 'react must not import element.' },
  // The host bindings (wallet-modal/react) sit on top, and reach the element only through the package's main entry.
  { target: ['./src/element', './src/react', './src/state', './src/services'], from: ['./src/hosts'], message: 'hosts is the top layer.' },
  {
    target: './src/hosts',
    from: ['./src/react', './src/state', './src/services'],
    message: 'hosts use the package entry (src/element/index.ts).',
  },
  { target: './src/hosts', from: './src/element', except: ['./index.ts'], message: 'hosts use the package entry (src/element/index.ts).' },
];

// Rules of one owner each, written as syntax the code may not use elsewhere.
const restrictedSyntax = [
  {
    selector: "AssignmentExpression[left.object.name='chainsState'][left.property.name='activeCaipNetworkId']",
    message: 'The active network has one owner: call setActiveNetwork() (state/networks).',
  },
  {
    // The button looks and the public part (README, CSS parts) are set in one place.
    selector:
      "JSXAttribute[name.name='className'] :matches(Literal[value=/wm-button--/], TemplateElement[value.raw=/wm-button--/]), JSXAttribute[name.name='part'][value.value='primary-button']",
    message: 'Use Button or ButtonLink (src/react/ui/Button.tsx) with a variant: it sets the classes and the primary-button part.',
  },
  {
    // The rows of the lists and the token rows have their looks set in one place each.
    selector:
      "JSXAttribute[name.name='className'] :matches(Literal[value=/(^|\\s)wm-(list-item|token)(-name|-value)?(\\s|$)/], TemplateElement[value.raw=/(^|\\s)wm-(list-item|token)(-name|-value)?(\\s|$)/])",
    message: 'Use ListItem / ListItemName (src/react/ui/ListItem.tsx), or TokenRow / TokenOption (src/react/ui/TokenRow.tsx).',
  },
  {
    // A grid's tiles (AllWallets) are list items too: the cell, its button and their looks are set in one place.
    selector: "JSXAttribute[name.name='role'][value.value='gridcell']",
    message: 'Use ListItemCell (src/react/ui/ListItemCell.tsx).',
  },
  {
    // An input's label, aria-invalid and aria-describedby are wired in one place.
    selector: "JSXOpeningElement[name.name='input']",
    message: 'Use Input, inside a Field with its FieldMessage (src/react/ui/Field.tsx).',
  },
];

// What loads when is said in one place: every import() is a named loader's (src/state/chunks/list.ts).
const dynamicImport = {
  selector: 'ImportExpression',
  message: 'Load a chunk through its named loader (the chunks of src/state/chunks/list.ts): chunks/ in each layer.',
};
const CHUNK_LOADERS = ['src/state/chunks/*.ts', 'src/react/chunks/*.ts', 'src/element/chunks.ts', 'src/services/chunks/*.ts'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.devnet/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': ['error', { property: 'innerHTML', message: 'Fetched data is text: never innerHTML.' }],
    },
  },
  {
    // A state feature is reached only through its index.ts (or its pure rules/); tests may reach inside.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'feature-faces': featureFaces } } },
    rules: {
      'local/feature-faces': 'error',
      'no-restricted-syntax': ['error', ...restrictedSyntax, dynamicImport],
    },
  },
  {
    files: ['src/state/networks/active.ts', 'src/react/ui/{Button,ListItem,ListItemCell,TokenRow,Field,SearchField}.tsx'],
    rules: { 'no-restricted-syntax': ['error', dynamicImport] },
  },
  {
    files: CHUNK_LOADERS,
    rules: { 'no-restricted-syntax': ['error', ...restrictedSyntax] },
  },
  {
    files: ['src/react/**/*.{ts,tsx}', 'src/hosts/react/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.nodeBuiltin, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
