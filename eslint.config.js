// `npm run lint`: the recommended rules of ESLint and typescript-eslint over all code, tests and
// configuration, and the React hooks and jsx-a11y rules over the React code in src/. Generated
// and built files are not linted. Each rule changed below says why.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Arabic pages run right to left with the same stylesheet: a class that names a physical side
// (ml-, pr-, left-, text-right, rounded-l, border-r…) would stay on that side. Use the logical
// ones (ms-, pe-, start-, text-end, rounded-s, border-e…). Checked in every string and template of src/.
const physicalClass = String.raw`(^|[\s:"'])-?(m[lr]|p[lr]|scroll-[mp][lr]|left|right)-[0-9a-z[]|(^|[\s:])(text-(left|right)|(rounded|border)-([lr]|[tb][lr]))($|[\s-])`;
const physicalDirection = [
  { selector: `Literal[value=/${physicalClass}/]`, message: 'A physical direction class breaks right-to-left pages: use the logical one (ms-/me-, ps-/pe-, start-/end-, text-start/text-end, rounded-s/e, border-s/e).' },
  { selector: `TemplateElement[value.raw=/${physicalClass}/]`, message: 'A physical direction class breaks right-to-left pages: use the logical one (ms-/me-, ps-/pe-, start-/end-, text-start/text-end, rounded-s/e, border-s/e).' },
];

export default defineConfig([
  globalIgnores(['dist/', '.build/', '.tmp/', 'src/generated/', 'public/', 'test-results/', 'playwright-report/', 'data/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Scripts, servers, tests and configuration run in Node.
    languageOptions: { globals: globals.node },
    rules: {
      // A leading underscore marks a name left unused on purpose: a parameter a signature requires,
      // or a key taken out of an object copied with "...rest". tsc reports the other unused names too.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,mjs}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    // The site's code renders on the server and, in islands, in the browser.
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // autoFocus on a component, such as vaul's drawer moving focus into itself as it opens, is
      // the dialog pattern; the rule's concern is a DOM element taking focus as a page loads.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Imports run one way, down the layers of ARCHITECTURE.md: an import circle means two modules
    // can only be understood (and loaded) together. The resolver reads the project's relative
    // imports, with or without their .ts/.tsx extension.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The address book is a leaf: every layer imports it, so it imports nothing.
    files: ['src/routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['*'], message: 'src/routes.ts is a leaf module: addresses only, no imports.' }] }] },
  },
  {
    // The content step runs in Node before any page exists: it may not load templates, React UI or the router.
    files: ['src/content/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+(pages|components|islands|app-routes|entry-server)(/|$)', message: 'The content step sits below pages, components and islands: it may not import them.' },
          ],
          paths: [{ name: 'react-router', message: 'The content step does not route; addresses come from src/routes.ts.' }],
        },
      ],
    },
  },
  {
    // Islands run in the browser: content reaches them as props written into the page, never as
    // generated data (which would ship a whole collection), and they never import page templates.
    files: ['src/islands/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+generated/', message: 'An island gets content as props from the page; importing generated data would ship it to every page the island is on.' },
            { regex: '^(\\.\\./)+(pages|app-routes|entry-server|content/pipeline|content/collections)(/|$)', message: 'Islands sit below pages and the content step.' },
          ],
        },
      ],
    },
  },
  {
    // Components and the shared library are below the pages and the binding of routes.
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(pages|app-routes|entry-server)(/|$)', message: 'Components and src/lib sit below the pages: pass what they need as props.' }] }],
    },
  },
  {
    // The code that renders (the content step's messages name "left-to-right marks" as text).
    files: ['src/{components,pages,islands,lib,care-team}/**/*.{ts,tsx}', 'src/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...physicalDirection] },
  },
  {
    // Every word a patient reads lives in content (content/**, with a schema): the site will be
    // translated, and an editor finds every word there. So a template types no text: not between
    // tags, not in braces ({'text'}, {`text`}), and not in the attributes a person hears or reads
    // (aria-label, alt, title, placeholder, and the label, heading, eyebrow or lead a component is given).
    // Punctuation and symbols between values are allowed; numbers and words are not.
    files: ['src/pages/**/*.tsx', 'src/components/**/*.tsx', 'src/islands/**/*.tsx', 'src/care-team/**/*.tsx'],
    plugins: { react },
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ['.', '(', ')', '%', '–', '©'],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|aria-valuetext|alt|title|placeholder|label|heading|eyebrow|lead)$/] > Literal[value=/\\p{L}/u]',
          message: 'Words a person hears or reads come from content (content/**, with a schema), not typed in a template.',
        },
        ...physicalDirection,
      ],
    },
  },
  {
    // The style guide (noindex) is for the site's developers: its text names tokens and classes.
    files: ['src/pages/StyleguidePage.tsx'],
    rules: { 'react/jsx-no-literals': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // A function of the content step or the pre-render step longer than a screen does several things: name each as a phase.
    files: ['src/content/**/*.{ts,tsx}', 'scripts/prerender.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // An island is rendered on the server only, once per page render, and numbers itself from a
    // counter that render holds (src/islands/ids.tsx); nothing renders it twice or memoises it.
    files: ['src/components/Island.tsx'],
    rules: { 'react-hooks/immutability': 'off' },
  },
  {
    // The drawer's panels hold the menu's links as HTML; one click listener on each panel sees a
    // link being followed (Enter on a link is a click too) and closes the drawer first.
    files: ['src/islands/MobileMenuDrawer.tsx'],
    rules: { 'jsx-a11y/click-events-have-key-events': 'off', 'jsx-a11y/no-noninteractive-element-interactions': 'off' },
  },
  {
    // On waking, the form takes over what the server-rendered fields already hold, the saved draft
    // and the address's ?package=: state from outside React that cannot be the first render's
    // without a hydration mismatch, so an effect sets it once.
    files: ['src/islands/RequestForm.tsx'],
    rules: { 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // A module loaded again inside a test runs its load-time code (schemas, tables) inside that
    // test alone; mutation testing then checks that code against that one test, not against the
    // tests of its messages. Pass what differs as an argument (createWriter, costComparisonOf).
    files: ['tests/unit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', { object: 'vi', property: 'resetModules', message: 'Build a fresh instance instead of reloading modules (see eslint.config.js).' }],
    },
  },
]);
