import { freePort } from './ports';
import { type Page, expect } from '@playwright/test';

export interface LocalAccount {
  name: string;
  email: string;
  /** Optional passcode of the account. */
  passcode?: string;
}

/**
 * Signs in with an account kept on this device (the app's mode when no
 * Supabase project is configured), creating the account on first use.
 * Ends on `redirectTo` (default /app) with the session in place.
 */
export async function signInLocally(page: Page, account: LocalAccount, redirectTo = '/app'): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirectTo)}`);
  // Someone already signed in is sent straight on by /login; otherwise its form appears.
  await page.waitForFunction(() => location.pathname !== '/login' || document.querySelector('h1') !== null);
  if (new URL(page.url()).pathname !== '/login') return waitForPath(page, redirectTo);

  const existing = page.getByRole('button', { name: `Continue as ${account.name} (${account.email})` });
  if (await existing.isVisible()) {
    await existing.click();
    if (account.passcode) {
      await page.getByLabel('Passcode (if you set one)').fill(account.passcode);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    }
  } else {
    await createLocalAccount(page, account);
  }
  await waitForPath(page, redirectTo);
}

/** Fills and sends the 'Create your account' form of local mode. */
export async function createLocalAccount(page: Page, account: LocalAccount): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^(Sign in to Decksmith|Create your account)$/);
  if ((await heading.textContent()) !== 'Create your account') await page.getByRole('button', { name: 'Create an account', exact: true }).click();
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  if (account.passcode) await page.getByLabel('Passcode (optional)').fill(account.passcode);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
}

async function waitForPath(page: Page, path: string): Promise<void> {
  const target = new URL(path, 'http://x');
  await page.waitForURL((url) => url.pathname === target.pathname);
}

/* ------------------------------------------------------------------ */
/* Supabase mode: a second build and a GoTrue double behind page.route */
/* ------------------------------------------------------------------ */

/** The Supabase project the Supabase-mode bundle is built for. https: the app's CSP allows only https: for other origins. */
export const E2E_SUPABASE_URL = 'https://e2e-project.supabase.co';
export const E2E_SUPABASE_ANON_KEY = 'e2e-anon-key';

export interface BuiltApp {
  baseURL: string;
  stop: () => void;
}

/**
 * Builds the app with the Supabase variables set (they are read at build
 * time) and serves it with the real server on a free port.
 */
export async function buildAndServeSupabaseApp(outDir: string): Promise<BuiltApp> {
  const { spawn, spawnSync } = await import('node:child_process');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir'], {
    env: { ...process.env, VITE_SUPABASE_URL: E2E_SUPABASE_URL, VITE_SUPABASE_ANON_KEY: E2E_SUPABASE_ANON_KEY },
    encoding: 'utf8',
    timeout: 240_000,
  });
  if (build.status !== 0) throw new Error(`Supabase-mode build failed:\n${build.stdout}\n${build.stderr}`);
  const port = await freePort();
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: outDir },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseURL}/api/health`);
  return { baseURL, stop: () => void server.kill('SIGTERM') };
}


async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not answer ${url} within ${timeoutMs} ms`);
}

export interface StubCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export interface StubReply {
  status: number;
  body?: unknown;
  /** Holds the answer back, to observe the page while a request runs. */
  delayMs?: number;
  /** Fails like a lost network instead of answering. */
  abort?: boolean;
}

/**
 * Answers the GoTrue endpoints of E2E_SUPABASE_URL for one page. Routes are
 * keyed 'METHOD /auth/v1/path' (add '?grant_type=x' for /token); an
 * unexpected request gets a 404 the test will notice.
 */
export class GoTrueStub {
  readonly calls: StubCall[] = [];
  private readonly routes = new Map<string, (call: StubCall) => StubReply>();

  on(key: string, reply: StubReply | ((call: StubCall) => StubReply)): this {
    this.routes.set(key, typeof reply === 'function' ? reply : () => reply);
    return this;
  }

  callsTo(key: string): StubCall[] {
    return this.calls.filter((c) => this.keyOf(c) === key);
  }

  async install(page: Page): Promise<void> {
    await page.route(`${E2E_SUPABASE_URL}/auth/v1/**`, async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const text = request.postData();
      const call: StubCall = { method: request.method(), path: url.pathname, query: url.searchParams, headers: request.headers(), body: text ? (JSON.parse(text) as unknown) : undefined };
      this.calls.push(call);
      const handler = this.routes.get(this.keyOf(call));
      const reply = handler ? handler(call) : { status: 404, body: { code: 404, error_code: 'not_found', msg: `No stub for ${this.keyOf(call)}` } };
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (reply.abort) return route.abort('internetdisconnected');
      await route.fulfill({
        status: reply.status,
        headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
        body: reply.body === undefined ? '' : JSON.stringify(reply.body),
      });
    });
  }

  private keyOf(call: StubCall): string {
    const grant = call.path === '/auth/v1/token' ? `?grant_type=${call.query.get('grant_type') ?? ''}` : '';
    return `${call.method} ${call.path}${grant}`;
  }
}
