import { type Page, expect, test } from '@playwright/test';
import { INVALID_LOGIN, gotrueSession, gotrueUser } from '../../src/auth/testing/gotrue';
import { type BuiltApp, E2E_SUPABASE_ANON_KEY, E2E_SUPABASE_URL, GoTrueStub, buildAndServeSupabaseApp } from './helpers/auth';

// The Supabase path against a GoTrue double: the bundle is built with the
// VITE_SUPABASE_* variables and every /auth/v1 request is answered by page.route.
const ADA = { id: 'user-ada', email: 'ada@example.org', fullName: 'Ada Lovelace' };
const STORAGE_KEY = 'decksmith:supabase-auth';

let app: BuiltApp;

test.describe.configure({ mode: 'serial' });
// The service worker would answer requests before page.route could see them.
test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await buildAndServeSupabaseApp(`.tmp/e2e-supabase-${process.pid}`);
});

test.afterAll(() => app?.stop());

async function stubbed(page: Page): Promise<GoTrueStub> {
  const stub = new GoTrueStub();
  await stub.install(page);
  return stub;
}

const url = (path: string) => `${app.baseURL}${path}`;

async function fillCredentials(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

test('password sign-in: guard, busy buttons, profile, reload, sign out', async ({ page }) => {
  const stub = await stubbed(page);
  stub.on('POST /auth/v1/token?grant_type=password', { status: 200, body: gotrueSession(ADA), delayMs: 800 });
  stub.on('POST /auth/v1/logout', { status: 204 });

  await page.goto(url('/app'));
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Decksmith');
  await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeDisabled();
  for (const provider of ['Google', 'GitHub', 'Azure']) await expect(page.getByRole('button', { name: `Continue with ${provider}` })).toBeEnabled();

  await fillCredentials(page, ADA.email, 'correct horse');
  await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeEnabled();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // While the request runs every button is disabled.
  for (const name of ['Sign In', 'Send Magic Link', 'Forgot password?', 'Continue with Google', 'Create an account']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  }
  await expect(page).toHaveURL(/\/app$/);
  expect(stub.callsTo('POST /auth/v1/token?grant_type=password')[0]?.body).toMatchObject({ email: ADA.email, password: 'correct horse' });
  expect(stub.calls[0]?.headers.apikey).toBe(E2E_SUPABASE_ANON_KEY);
  await expect(page.getByTestId('avatar')).toHaveText('AL');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByTestId('user-menu-email')).toHaveText(ADA.email);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('avatar')).toHaveText('AL');

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(stub.callsTo('POST /auth/v1/logout')[0]?.headers.authorization).toMatch(/^Bearer ey/);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
});

test("a wrong password shows the service's message", async ({ page }) => {
  const stub = await stubbed(page);
  stub.on('POST /auth/v1/token?grant_type=password', { status: 400, body: INVALID_LOGIN });
  await page.goto(url('/login'));
  await fillCredentials(page, ADA.email, 'wrong');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
});

test('sign-up asks to check the e-mail; the magic link is offered only for sign-in', async ({ page }) => {
  const stub = await stubbed(page);
  stub.on('POST /auth/v1/signup', { status: 200, body: { ...gotrueUser(ADA), confirmation_sent_at: '2025-01-01T00:00:00Z' } });
  await page.goto(url('/login'));
  await page.getByRole('button', { name: 'Create an account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect(page.getByRole('button', { name: 'Send Magic Link' })).toHaveCount(0);
  await fillCredentials(page, ADA.email, 'correct horse');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Check your email for the confirmation link!');
  const call = stub.callsTo('POST /auth/v1/signup')[0];
  expect(call?.body).toMatchObject({ email: ADA.email, password: 'correct horse' });
  expect(call?.query.get('redirect_to')).toBe(url('/app'));
  await expect(page).toHaveURL(/\/login$/);
});

test('magic link and password reset: e-mail required, then a check-your-e-mail prompt', async ({ page }) => {
  const stub = await stubbed(page);
  stub.on('POST /auth/v1/otp', { status: 200, body: {} });
  stub.on('POST /auth/v1/recover', { status: 200, body: {} });
  await page.goto(url('/login'));

  // Shown disabled without an e-mail, yet a keyboard user who presses it is told why.
  const magic = page.getByRole('button', { name: 'Send Magic Link' });
  await expect(magic).toBeDisabled();
  await page.getByLabel('Email').fill('   ');
  await expect(magic).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await magic.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
  await page.getByRole('button', { name: 'Create an account', exact: true }).click();
  await page.getByRole('button', { name: 'Sign in instead', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
  expect(stub.calls).toHaveLength(0);

  await page.getByLabel('Email').fill(ADA.email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('status')).toHaveText('Check your email for the login link!');
  expect(stub.callsTo('POST /auth/v1/otp')[0]?.body).toMatchObject({ email: ADA.email });

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('status')).toHaveText('Check your email for the password reset link.');
  expect(stub.callsTo('POST /auth/v1/recover')[0]?.query.get('redirect_to')).toBe(url('/reset-password'));
});

test('third-party sign-in leaves for the provider with a return to /app', async ({ page }) => {
  await stubbed(page);
  await page.route(`${E2E_SUPABASE_URL}/auth/v1/authorize**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Provider sign-in</h1>' }),
  );
  await page.goto(url('/login'));
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await expect(page.getByRole('heading', { name: 'Provider sign-in' })).toBeVisible();
  const target = new URL(page.url());
  expect(target.origin + target.pathname).toBe(`${E2E_SUPABASE_URL}/auth/v1/authorize`);
  expect(target.searchParams.get('provider')).toBe('github');
  expect(target.searchParams.get('redirect_to')).toBe(url('/app'));
});

test('offline: a stored session with an expired token still opens /app; sign-out says it needs a connection', async ({ page }) => {
  const stub = await stubbed(page);
  stub.on('POST /auth/v1/token?grant_type=refresh_token', { status: 0, abort: true });
  await page.goto(url('/login'));
  const expired = gotrueSession(ADA, 3600, Date.now() - 86_400_000);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, JSON.stringify(expired)] as const);

  await page.goto(url('/app'));
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('avatar')).toHaveText('AL');
  // supabase-js tried to refresh, failed for want of network, and the user stays in.
  await expect.poll(() => stub.callsTo('POST /auth/v1/token?grant_type=refresh_token').length).toBeGreaterThan(0);
  await page.waitForTimeout(2_000);
  await expect(page).toHaveURL(/\/app$/);

  // Signing out needs the service: offline the user is told so and stays signed in.
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline. Signing out needs a connection' })).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeEnabled();
});

test("a sign-in link's return shows 'Loading...' until the session is ready", async ({ page }) => {
  const stub = await stubbed(page);
  stub.on('POST /auth/v1/token?grant_type=pkce', { status: 200, body: gotrueSession(ADA), delayMs: 1_500 });
  // The code verifier supabase-js kept when the link was requested from this browser.
  await page.addInitScript((key) => localStorage.setItem(`${key}-code-verifier`, JSON.stringify('verifier-123')), STORAGE_KEY);

  await page.goto(url('/app?code=auth-code-1'));
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(page.getByTestId('avatar')).toHaveText('AL');
  expect(stub.callsTo('POST /auth/v1/token?grant_type=pkce')[0]?.body).toMatchObject({ auth_code: 'auth-code-1', code_verifier: 'verifier-123' });
});

test('a password reset link opens the update-password form; a stale one says so', async ({ page }) => {
  const stub = await stubbed(page);
  stub.on('POST /auth/v1/token?grant_type=pkce', { status: 200, body: gotrueSession(ADA) });
  stub.on('PUT /auth/v1/user', { status: 200, body: gotrueUser(ADA) });
  await page.goto(url('/reset-password'));
  await expect(page.getByRole('alert')).toHaveText(/This password reset link is invalid or has expired/);

  // The verifier resetPasswordForEmail kept, marked as a recovery.
  await page.evaluate((key) => localStorage.setItem(`${key}-code-verifier`, JSON.stringify('verifier-9/PASSWORD_RECOVERY')), STORAGE_KEY);
  await page.goto(url('/reset-password?code=recovery-code'));
  await page.getByLabel('New password', { exact: true }).fill('n3w-pass');
  await page.getByLabel('Confirm new password').fill('different');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The passwords do not match');
  expect(stub.callsTo('PUT /auth/v1/user')).toHaveLength(0);

  await page.getByLabel('Confirm new password').fill('n3w-pass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/app$/);
  // Wait for /app itself: while its chunk loads, the reset form (with its own notice) is still on screen.
  await expect(page.getByRole('heading', { name: 'Your presentations' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been updated.' })).toHaveCount(1);
  expect(stub.callsTo('PUT /auth/v1/user')[0]?.body).toMatchObject({ password: 'n3w-pass' });
});
