import { type Page, expect, test } from '@playwright/test';
import { createLocalAccount, signInLocally } from './helpers/auth';

// The default build has no Supabase configuration: accounts are kept on the device.
const ADA = { name: 'Ada Lovelace', email: 'ada@example.org' };

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu', { name: 'User menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test('local accounts end to end: guard, create, reload, sign out, sign back in', async ({ page }) => {
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp$/);
  await expect(page.getByTestId('local-accounts-note')).toHaveText(/Accounts are kept on this device/);
  // No account yet on this device: the page opens on 'Create your account'.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');

  await createLocalAccount(page, ADA);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your presentations' })).toBeVisible();
  await expect(page.getByText('AI-Powered Presentations')).toBeVisible();
  await expect(page.getByTestId('credits')).toHaveText(/800 credits/);
  await expect(page.getByTestId('avatar')).toHaveText('AL');

  await page.reload();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('avatar')).toHaveText('AL');

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp$/);

  // Back on /login the account is offered; picking it signs in (no passcode).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Decksmith');
  await page.getByRole('button', { name: `Continue as ${ADA.name} (${ADA.email})` }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('avatar')).toHaveText('AL');
});

test('the user menu shows the account, closes on Escape and outside clicks, and signs out', async ({ page }) => {
  await signInLocally(page, { name: 'Grace', email: 'grace@example.org' });
  // One-word name: a single initial.
  await expect(page.getByTestId('avatar')).toHaveText('G');

  const menu = await openUserMenu(page);
  await expect(menu.getByTestId('user-menu-name')).toHaveText('Grace');
  await expect(menu.getByTestId('user-menu-email')).toHaveText('grace@example.org');
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveAttribute('aria-expanded', 'false');

  await openUserMenu(page);
  await page.getByRole('heading', { name: 'Your presentations' }).click();
  await expect(page.getByRole('menu')).toBeHidden();

  // Keyboard only: Enter opens, Settings opens the account dialog.
  await page.getByRole('button', { name: 'User menu' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Account settings' });
  await expect(dialog).toContainText('Kept on this device');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const again = await openUserMenu(page);
  await again.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
});

test('a passcode protects the account and is never stored in plain text', async ({ page }) => {
  const account = { name: 'Alan Turing', email: 'alan@example.org', passcode: 'enigma-1912' };
  await page.goto('/login');
  await createLocalAccount(page, account);
  await expect(page).toHaveURL(/\/app$/);

  const stored = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('decksmith');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('profiles').objectStore('profiles').getAll();
          read.onsuccess = () => resolve(JSON.stringify(read.result));
          read.onerror = () => reject(read.error);
        };
      }),
  );
  expect(stored).toContain('pbkdf2-sha256$');
  expect(stored).not.toContain(account.passcode);

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: `Continue as ${account.name} (${account.email})` }).click();
  const passcode = page.getByLabel('Passcode (if you set one)');
  await expect(passcode).toBeFocused();
  await passcode.fill('enigma-1913');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect passcode.');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Show passcode' }).click();
  await expect(passcode).toHaveAttribute('type', 'text');
  await passcode.fill(account.passcode);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test('sign-in returns to the protected page asked for, and never off-site', async ({ page }) => {
  await page.goto('/generate');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgenerate$/);
  await createLocalAccount(page, { name: 'Katherine Johnson', email: 'kj@example.org' });
  await expect(page).toHaveURL(/\/generate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Presentation' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2Fphish');
  await page.getByRole('button', { name: 'Continue as Katherine Johnson (kj@example.org)' }).click();
  await expect(page).toHaveURL(/\/app$/);

  // Signed in, /login itself moves on.
  await page.goto('/login?redirect=%2Fstart');
  await expect(page).toHaveURL(/\/start$/);
});

test('the protected pages show their headings and Back links', async ({ page }) => {
  await signInLocally(page, { name: 'Mary Jackson', email: 'mary@example.org' }, '/start');
  await expect(page.getByRole('heading', { level: 1, name: 'Create with AI' })).toBeVisible();
  await expect(page.getByText('How would you like to get started?')).toBeVisible();
  await page.getByRole('list', { name: 'Ways to start' }).getByRole('button').filter({ hasText: 'Generate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Presentation' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/start$/);

  for (const [path, heading] of [
    ['/generate-two-step', 'Two-Step Generation'],
    ['/home', 'Your Presentation'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('avatar')).toHaveText('MJ');
  }
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('link', { name: 'Create new PPT' }).click();
  await expect(page).toHaveURL(/\/start$/);
});

test('local mode explains that there is no password to reset', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expect(page.getByText(/Accounts are kept on this device, so there is no password to reset/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/landing$/);
});

test('creating a second account with the same e-mail is refused with a message', async ({ page }) => {
  await signInLocally(page, { name: 'Dorothy Vaughan', email: 'dorothy@example.org' });
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Create an account', exact: true }).click();
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('Email').fill('Dorothy@Example.org');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists on this device.');
  await expect(page).toHaveURL(/\/login$/);
});
