import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { AuthPage } from '../pages/auth-page';
import { uniqueUsername } from '../support/users';

test('a traveller registers, sees their profile, signs out and back in', async ({ page }) => {
  const auth = new AuthPage(page);
  const shell = new AppShell(page);
  const username = uniqueUsername();

  await auth.open();
  await auth.register({
    username,
    password: 'secret123',
    email: `${username}@example.com`,
    firstName: 'ada',
    lastName: 'Lovelace',
  });
  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page.getByText(`Welcome to Wayfarer, ${username}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The toast leaves the bottom navigation in view: a persistent one must not hide the tabs.
  // (Polled: the toast slides in.)
  const navTop = (await shell.nav().boundingBox())?.y ?? 0;
  await expect
    .poll(async () => {
      const box = await auth.toastCard().boundingBox();
      return box ? box.y + box.height : Infinity;
    })
    .toBeLessThanOrEqual(navTop);
  expect(navTop).toBeGreaterThan(700);

  await shell.tab('Profile').click();
  await expect(page.getByRole('heading', { name: 'ada Lovelace' })).toBeVisible();
  await expect(page.getByText(`@${username}`)).toBeVisible();
  await expect(page.getByText(`${username}@example.com`)).toBeVisible();
  await expect(page.getByText('A', { exact: true })).toBeVisible();
  await expect(page.getByText('Version 1.0.0')).toBeVisible();

  // A signed-in user who opens the sign-in screen is sent home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  // Nothing waits to be sent: erasing this device's copy is the default choice.
  await page
    .getByRole('alertdialog', { name: 'Sign out?' })
    .getByRole('button', { name: 'Erase and sign out' })
    .click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await page.goto('/trips');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to view and manage your trips')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('Please sign in to view your profile')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await auth.login(username, 'secret123');
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page.getByText(`Welcome back, ${username}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The session survives a reload: the current user is fetched on load.
  await page.reload();
  await shell.tab('Profile').click();
  await expect(page.getByText(`@${username}`)).toBeVisible();
});

test('a wrong password shows Login failed', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.login(uniqueUsername(), 'wrongpass');
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('short username and password show the exact messages and send nothing', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.open();
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/login') || req.url().includes('/api/register'))
      calls.push(req.url());
  });

  await auth.login('ab', '12345');
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await expect(login.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(login.getByText('Password must be at least 6 characters')).toBeVisible();

  await auth.register({ username: 'xy', password: '123' });
  const register = page.getByRole('tabpanel', { name: 'Register' });
  await expect(register.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(register.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(register.getByLabel('Password')).toHaveAttribute('placeholder', /min 6 characters/);
  expect(calls).toEqual([]);
});

test('a taken username shows Registration failed', async ({ page, browser }) => {
  const username = uniqueUsername();
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  const firstAuth = new AuthPage(firstPage);
  await firstAuth.open();
  await firstAuth.register({ username, password: 'secret123' });
  await expect(firstPage.getByText('Account created successfully')).toBeVisible();
  await first.close();

  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username, password: 'another123' });
  await expect(page.getByText('Registration failed')).toBeVisible();
  await expect(page.getByText('Username already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown path shows the 404 screen', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the bottom navigation highlights the current tab, and old paths redirect home', async ({
  page,
}) => {
  const shell = new AppShell(page);
  await page.goto('/flights');
  await expect(shell.tab('Flights')).toHaveAttribute('aria-current', 'page');
  await expect(shell.tab('Home')).not.toHaveAttribute('aria-current', 'page');
  await shell.tab('Borders').click();
  await expect(page).toHaveURL(/\/borders$/);
  await expect(shell.tab('Borders')).toHaveAttribute('aria-current', 'page');
  await expect(shell.tab('Flights')).not.toHaveAttribute('aria-current', 'page');
  for (const old of ['/explore', '/home']) {
    await page.goto(old);
    await expect(page).toHaveURL(/\/$/);
    await expect(shell.tab('Home')).toHaveAttribute('aria-current', 'page');
  }
  // Signed out: the header offers Sign In.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('a remembered user still starts signed in when the network is gone', async ({
  page,
  context,
}) => {
  const auth = new AuthPage(page);
  const username = uniqueUsername();
  await auth.open();
  await auth.register({ username, password: 'secret123', firstName: 'Grace' });
  await expect(page).toHaveURL(/\/$/);
  // The server cannot be reached (not a 401): the app keeps the remembered user.
  await context.route('**/api/user', (route) => route.abort('internetdisconnected'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Grace' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});
