import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/setup/chromium';

/** A port nobody listens on, chosen once; workers inherit it through the env. */
function freePort(): string {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

process.env.E2E_PORT ??= freePort();
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

// Photo search answers from a loopback double of Openverse and Wikimedia Commons (real response
// shapes, pictures made on the fly): no test reaches the internet. Set in process.env so the
// servers some specs start themselves find it too.
process.env.E2E_PICTURE_PORT ??= freePort();
const pictures = `http://127.0.0.1:${process.env.E2E_PICTURE_PORT}`;
process.env.PICTURE_SOURCES ??= 'openverse,wikimedia';
process.env.OPENVERSE_BASE_URL ??= pictures;
process.env.WIKIMEDIA_BASE_URL ??= pictures;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      // The system Chromium: Playwright's own browser download cannot run here.
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: [
    {
      command: `${process.execPath} node_modules/tsx/dist/cli.mjs server/testing/picture-sources-main.ts`,
      url: `${pictures}/health`,
      env: { PICTURE_DOUBLE_PORT: process.env.E2E_PICTURE_PORT },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The real server serving the built app (npm test builds it first).
      command: `${process.execPath} node_modules/tsx/dist/cli.mjs server/main.ts`,
      url: `${baseURL}/api/health`,
      // E2E_DIST_DIR lets parallel work test its own build without touching dist/.
      // The builtin writer named, not chosen by default: a model downloaded on the machine would otherwise write the decks.
      env: { PORT: port, HOST: '127.0.0.1', DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist', LLM_PROVIDER: 'builtin' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
