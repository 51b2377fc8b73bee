import { expect, test } from '@playwright/test';

test('home page answers with its main heading', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Chauffeur VTC à Dourdan, Paris et Aéroports',
  );
});
