/**
 * The `layers/imports` lint rule: every relative import must point at a
 * folder its own folder may import, as the layer table in eslint.config.js
 * lists them. It reads the import itself (import, import type, export ... from,
 * import(), typeof import() and new URL(..., import.meta.url) for workers),
 * resolves it to a path in the repository and looks both ends up in the table,
 * so a wrong import is refused however many `../` it takes to get there.
 *
 * Table keys and entries are paths from the repository root: a folder
 * ('src/core'), a file ('sw/messages.ts') or a folder of areas
 * ('src/features/*': each feature is a layer of its own). A file inside the
 * importer's own layer is always allowed. Files under a root the table
 * mentions (src, server, cli, sw) but in no layer of it are refused, so a new
 * folder has to take its place in the table first.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SOURCE_EXT = /\.(?:[cm]?[jt]sx?)$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** The repository path of an absolute file, with forward slashes; null outside the repository. */
function repoPath(file) {
  const rel = path.relative(ROOT, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep).join('/');
}

/**
 * The part of `file` that `pattern` names, or null: 'src/features/*' names
 * 'src/features/editor' in 'src/features/editor/MediaTab.tsx'. A pattern for a
 * file also names the file written without its extension (the way imports are).
 */
function matchPattern(pattern, file) {
  const want = pattern.split('/');
  const have = file.split('/');
  if (have.length < want.length) return null;
  for (let i = 0; i < want.length; i += 1) {
    const last = i === want.length - 1;
    const same = want[i] === '*' || want[i] === have[i] || (last && have.length === want.length && want[i].replace(SOURCE_EXT, '') === have[i]);
    if (!same) return null;
  }
  return have.slice(0, want.length).join('/');
}

/** The layer a file belongs to: its table key and the part of the path it names (the most specific key wins). */
function layerOf(file, options) {
  const bare = file.replace(SOURCE_EXT, '');
  for (const [member, key] of Object.entries(options.members ?? {})) {
    if (member === file || member.replace(SOURCE_EXT, '') === bare) return { key, name: key };
  }
  let best = null;
  for (const key of Object.keys(options.layers)) {
    const name = matchPattern(key, file);
    if (name !== null && (best === null || key.split('/').length > best.key.split('/').length)) best = { key, name };
  }
  return best;
}

function isAllowed(from, target, isTest, options) {
  if (target === from.name || target.startsWith(`${from.name}/`)) return true;
  const targetLayer = layerOf(target, options);
  if (targetLayer !== null && targetLayer.name === from.name) return true;
  const allowed = [...options.layers[from.key], ...(isTest ? (options.testsMayAlsoImport ?? []) : [])];
  return allowed.some((entry) => {
    // A member file (src/main.tsx) is imported by the name of its layer (src/app).
    if (targetLayer !== null && matchPattern(entry, targetLayer.name) !== null) return true;
    return matchPattern(entry, target) !== null;
  });
}

/** @type {import('eslint').Rule.RuleModule} */
export const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A folder imports only the folders its layer may import (the layer table in eslint.config.js).' },
    schema: [
      {
        type: 'object',
        properties: {
          layers: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          members: { type: 'object', additionalProperties: { type: 'string' } },
          testsMayAlsoImport: { type: 'array', items: { type: 'string' } },
        },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      refused: '{{from}} may not import {{to}}. The layer table in eslint.config.js lists what each folder may import.',
      siblings: '{{from}} may not import {{to}}: the folders of {{group}} never import each other; what two of them share belongs in a layer below.',
      unlisted: '{{file}} is in no layer: give its folder a line in the layer table in eslint.config.js.',
    },
  },
  create(context) {
    const options = context.options[0];
    const file = repoPath(context.filename);
    if (file === null) return {};
    const roots = new Set(Object.keys(options.layers).map((key) => key.split('/')[0]));
    if (!roots.has(file.split('/')[0])) return {};
    const from = layerOf(file, options);
    const isTest = TEST_FILE.test(file);

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const resolved = repoPath(path.resolve(path.dirname(context.filename), specifier.split('?')[0]));
      const to = resolved ?? specifier;
      if (resolved !== null && isAllowed(from, resolved, isTest, options)) return;
      const toLayer = resolved === null ? null : layerOf(resolved, options);
      const data = { from: from.name, to: toLayer?.name ?? to };
      if (toLayer !== null && toLayer.key === from.key && from.key.includes('*')) {
        context.report({ node, messageId: 'siblings', data: { ...data, group: from.key } });
      } else {
        context.report({ node, messageId: 'refused', data });
      }
    }

    if (from === null) {
      return { Program: (node) => context.report({ node, messageId: 'unlisted', data: { file } }) };
    }
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      TSImportType: (node) => {
        const source = node.source ?? node.argument?.literal;
        if (source) check(source, source.value);
      },
      TSExternalModuleReference: (node) => check(node.expression, node.expression.value),
      NewExpression: (node) => {
        const [url, base] = node.arguments;
        const isMetaUrl = base?.type === 'MemberExpression' && base.object.type === 'MetaProperty' && base.property.name === 'url';
        if (node.callee.type === 'Identifier' && node.callee.name === 'URL' && isMetaUrl && url?.type === 'Literal') check(url, url.value);
      },
    };
  },
};

/** The plugin that carries the rule, for `plugins: { layers }`. */
export const layers = { rules: { imports: importsRule } };
