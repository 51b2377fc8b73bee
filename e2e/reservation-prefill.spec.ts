// /reservation filled from the query string (issue 18, the home booking box): the server checks the values and
// resolves the place references, so the HTML already shows step 1 filled — with and without JavaScript.
import { expect, test } from '@playwright/test';
import { parisDate } from './helpers';

test.describe('/reservation prefilled from the query string', () => {
  test('place references, date, time and passengers: step 1 filled, one press on "Suivant" gives a price', async ({
    page,
  }) => {
    const date = parisDate(3);
    await page.goto(
      `/reservation?depart_ref=catalogue:gare-de-dourdan&arrivee_ref=catalogue:orly-4&date=${date}&heure=10:30&passagers=2`,
    );
    const departure = page.getByRole('combobox', { name: /Adresse de départ/ });
    const destination = page.getByRole('combobox', { name: /Adresse de destination/ });
    // The labels are the server's (catalogue), not the references.
    await expect(departure).toHaveValue(/^Gare de Dourdan/);
    await expect(destination).toHaveValue(/Orly 4/);
    await expect(page.getByLabel('Date de prise en charge')).toHaveValue(date);
    await expect(page.getByLabel('Heure de prise en charge')).toHaveValue('10:30');
    await expect(page.getByLabel('Passagers')).toHaveValue('2');

    // What the box cannot know: the visitor's details and a flight number for Orly.
    await page.getByLabel('Numéro de vol ou de train', { exact: false }).first().fill('AF1234');
    await page.getByLabel('Nom complet').fill('Camille Préremplie');
    await page.getByLabel('E-mail').fill('camille.prefill@example.fr');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await page.getByLabel(/J'accepte les/).check();
    await page.getByRole('button', { name: /Suivant/ }).click();

    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    await expect(page.getByTestId('wizard-total')).toHaveText(/^80,00\s€$/);
  });

  test('invalid values are ignored, never an error page', async ({ page }) => {
    const response = await page.goto(
      '/reservation?depart_ref=catalogue:inconnu&date=2020-01-01&heure=25:99&passagers=99&bagages=abc&type=x',
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Étape 1 sur 2')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Adresse de départ/ })).toHaveValue('');
    await expect(page.getByLabel('Date de prise en charge')).toHaveValue('');
    await expect(page.getByLabel('Passagers')).toHaveValue('1');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server-rendered form shows the values of the query string', async ({ page }) => {
      const date = parisDate(4);
      await page.goto(
        `/reservation?depart=Gare%20de%20Dourdan&arrivee=Orly%204&date=${date}&heure=09:15&passagers=3&bagages=2&type=aller-retour`,
      );
      await expect(page.getByRole('combobox', { name: /Adresse de départ/ })).toHaveValue(/^Gare de Dourdan/);
      await expect(page.getByRole('combobox', { name: /Adresse de destination/ })).toHaveValue(/Orly 4/);
      await expect(page.getByLabel('Date de prise en charge')).toHaveValue(date);
      await expect(page.getByLabel('Heure de prise en charge')).toHaveValue('09:15');
      await expect(page.getByLabel('Passagers')).toHaveValue('3');
      await expect(page.getByLabel('Bagages en soute')).toHaveValue('2');
      await expect(page.getByRole('radio', { name: 'Aller-retour' })).toBeChecked();
    });
  });
});
