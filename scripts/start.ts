/**
 * `npm start`: builds the app when dist/ is missing or older than its
 * sources, then starts the server (app + API on one origin).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// .env files hold the VITE_ variables baked into the build (sign-in mode), so they count as sources.
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'uno.config.ts', 'package.json', 'package-lock.json', '.env', '.env.local', '.env.production', '.env.production.local'];
const BUILD_MARKER = join('dist', 'index.html');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsStale(): boolean {
  if (!existsSync(BUILD_MARKER)) return true;
  const built = statSync(BUILD_MARKER).mtimeMs;
  return SOURCES.some((p) => newestMtime(p) > built);
}

if (buildIsStale()) {
  console.log('Building Decksmith (dist/ is missing or older than the sources)…');
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

await import('../server/main');
