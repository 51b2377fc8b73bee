// Online payment end to end against the fake Stripe API (e2e/fake-stripe): checkout → Stripe's page → 'Payer' →
// back on the success URL → confirmed (and 'Confirmée' for the operator); forged and broken return URLs; the site
// without STRIPE_SECRET_KEY.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { expectNoA11yViolations } from './axe';
import { loginAsAdmin, setReservationStatus, TOO_MANY_REQUESTS } from './helpers';
import { E2E_FAKE_STRIPE_URL, E2E_NO_STRIPE_URL } from '../playwright.config';

const ORLY_4 = {
  address: 'Orly 4, Aéroport de Paris-Orly, Terminal 4, 94390 Orly',
  lat: 48.7262,
  lng: 2.3652,
};
const GARE_DE_LYON = { address: 'Gare de Lyon, Place Louis-Armand, 75012 Paris', lat: 48.8443, lng: 2.3744 };

let ipCounter = 0;

function draft(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tripType: 'oneWay',
    packageId: null,
    departureAddress: ORLY_4.address,
    departurePlaceRef: 'catalogue:orly-4',
    departureLat: ORLY_4.lat,
    departureLng: ORLY_4.lng,
    destinationAddress: GARE_DE_LYON.address,
    destinationPlaceRef: 'catalogue:paris-gare-de-lyon',
    destinationLat: GARE_DE_LYON.lat,
    destinationLng: GARE_DE_LYON.lng,
    pickupDate: DateTime.now().setZone('Europe/Paris').plus({ days: 4 }).toFormat('yyyy-MM-dd'),
    pickupTime: '09:15',
    flightTrainNumber: 'AF1234',
    returnPickupDate: '',
    returnPickupTime: '',
    returnFlightTrainNumber: '',
    passengers: '2',
    holdBags: '1',
    childSeatBooster: false,
    vehicleType: 'berline',
    contactName: 'Camille Paiement',
    contactEmail: 'camille.paiement@example.fr',
    contactPhone: '06 12 34 56 78',
    acceptTerms: true,
    requestId: randomUUID(),
    website: '',
    ...overrides,
  };
}

/** A booking paid online, created through the API (the wizard UI path is covered by its own test). */
async function checkout(
  request: APIRequestContext,
  body = draft(),
): Promise<{ bookingRef: string; url: string }> {
  ipCounter += 1;
  const response = await request.post('/api/checkout', {
    data: body,
    headers: { 'x-forwarded-for': `192.0.2.${150 + (ipCounter % 50)}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { bookingRef: string; url: string };
}

function sessionIdOf(url: string): string {
  return url.split('/pay/')[1] ?? '';
}

/** A booking paid on the fake Stripe page (the customer's side of the return not seen yet). */
async function paidCheckout(request: APIRequestContext): Promise<{ bookingRef: string; sessionId: string }> {
  const { bookingRef, url } = await checkout(request);
  const sessionId = sessionIdOf(url);
  await request.post(`${E2E_FAKE_STRIPE_URL}/__control/sessions/${sessionId}/pay`);
  return { bookingRef, sessionId };
}

/** Step 1 with catalogue places (no Google key in e2e), then step 2 with the berline selected. */
async function reachStep2(page: Page, baseUrl = ''): Promise<void> {
  await page.goto(`${baseUrl}/reservation`);
  for (const [label, query, option] of [
    [/Adresse de départ/, 'Orly 4', 'Orly 4'],
    [/Adresse de destination/, 'gare de lyon', 'Gare de Lyon'],
  ] as const) {
    await page.getByRole('combobox', { name: label }).fill(query);
    await page
      .getByRole('option', { name: new RegExp(option) })
      .first()
      .click();
  }
  await page
    .getByLabel('Date de prise en charge')
    .fill(DateTime.now().setZone('Europe/Paris').plus({ days: 3 }).toFormat('yyyy-MM-dd'));
  await page.getByLabel('Heure de prise en charge').fill('10:30');
  await page.getByLabel('Numéro de vol ou de train', { exact: false }).first().fill('AF1234');
  await page.getByLabel('Passagers').selectOption('2');
  await page.getByLabel('Bagages en soute').selectOption('1');
  await page.getByLabel('Nom complet').fill('Camille Carte');
  await page.getByLabel('E-mail').fill('camille.carte@example.fr');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel(/J'accepte les/).check();
  await page.getByRole('button', { name: /Suivant/ }).click();
  await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
  await page.getByText('Berline Confort', { exact: true }).click();
}

test.describe('online payment', () => {
  test('wizard: choose card payment, land on the checkout page, pay, come back confirmed', async ({
    page,
  }) => {
    await reachStep2(page);
    await expect(page.getByRole('radio', { name: /Demande de réservation via WhatsApp/ })).toBeChecked();
    await page.getByRole('radio', { name: /Payer en ligne par carte/ }).check();
    const pay = page.getByRole('button', { name: 'Payer en ligne' });
    // The button's colour transition (WhatsApp green → navy) must be over before measuring contrast.
    await expect(pay).toHaveCSS('background-color', 'rgb(15, 42, 74)');
    // The payment choice and step 2 around it; the side panel is the wizard's (e2e/wizard.spec.ts checks it).
    await expectNoA11yViolations(page, { exclude: ['aside[aria-label="Informations utiles"]'] });
    await pay.click();

    await expect(page).toHaveURL(new RegExp(`^${E2E_FAKE_STRIPE_URL}/pay/cs_test_\\w+$`));
    await expect(page.getByTestId('amount')).toHaveText(/60,00/);
    await expect(page.getByTestId('email')).toHaveText('camille.carte@example.fr');
    await page.getByRole('button', { name: 'Payer', exact: true }).click();

    await expect(page).toHaveURL(
      /\/reservation\?payment_status=success&session_id=cs_test_\w+&booking_ref=HM-/,
    );
    await expect(page.getByRole('heading', { name: 'Réservation confirmée !' })).toBeVisible();
    await expect(page.locator('dl')).toContainText('Camille Carte');
    await expect(page.locator('dl')).toContainText('60,00');
  });

  test('"Payer en ligne" downloads nothing at the click: with the connection lost for code, it still reaches Stripe', async ({
    page,
  }) => {
    await reachStep2(page);
    // From here no script can be downloaded: the checkout hand-off must already be on the page (step 2 brings it).
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('radio', { name: /Payer en ligne par carte/ }).check();
    await page.getByRole('button', { name: 'Payer en ligne' }).click();
    await expect(page).toHaveURL(new RegExp(`^${E2E_FAKE_STRIPE_URL}/pay/cs_test_\\w+$`));
  });

  test('without STRIPE_SECRET_KEY step 2 offers no online payment', async ({ page }) => {
    await reachStep2(page, E2E_NO_STRIPE_URL);
    await expect(page.getByRole('button', { name: 'Demande de réservation via WhatsApp' })).toBeVisible();
    await expect(page.getByText('Payer en ligne par carte')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Mode de réservation' })).toHaveCount(0);
  });

  test('checkout → fake Stripe page → Payer → success URL → confirmed, and Confirmée for the operator', async ({
    page,
    request,
  }) => {
    const { bookingRef, url } = await checkout(request, draft({ totalPrice: 1, price: 1 }));
    expect(url.startsWith(`${E2E_FAKE_STRIPE_URL}/pay/cs_test_`)).toBe(true);
    await page.goto(url);
    await expect(page.getByTestId('amount')).toHaveText(/60,00/);
    await expect(page.getByTestId('line-item')).toContainText('Gare de Lyon');
    await page.getByRole('button', { name: 'Payer' }).click();

    await expect(page).toHaveURL(
      /\/reservation\?payment_status=success&session_id=cs_test_\w+&booking_ref=HM-/,
    );
    await expect(page.getByRole('heading', { name: 'Réservation confirmée !' })).toBeVisible();
    const recap = page.locator('dl');
    await expect(recap).toContainText(bookingRef);
    await expect(recap).toContainText('Berline Confort');
    await expect(recap).toContainText('60,00');
    await expect(recap).toContainText('Camille Paiement');
    await expect(recap).toContainText('Gare de Lyon');

    await loginAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByLabel('Rechercher une réservation').fill(bookingRef);
    await expect(page.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveValue('paid');
    await page.getByRole('button', { name: `Détails de la réservation ${bookingRef}` }).click();
    const dialog = page.getByRole('dialog', { name: `Réservation ${bookingRef}` });
    await expect(dialog).toContainText('Confirmée');
    await expect(dialog).toContainText(sessionIdOf(url));

    // Cancelled afterwards: the operator is reminded that the card payment is theirs to refund.
    await page.keyboard.press('Escape');
    const said = await setReservationStatus(page, bookingRef, 'Annulée');
    expect(said).toMatch(
      /Le client a payé 60,00\s€ en ligne\u00a0: ce paiement n’est pas remboursé automatiquement/,
    );
  });

  test('the operator cancels while the customer is on the payment page: the page is closed, nothing is charged', async ({
    page,
    context,
    request,
  }) => {
    const { bookingRef, url } = await checkout(request);
    await page.goto(url);
    await expect(page.getByRole('button', { name: 'Payer' })).toBeVisible();

    const admin = await context.newPage();
    await loginAsAdmin(admin);
    await admin.goto('/admin/dashboard');
    await admin.getByLabel('Rechercher une réservation').fill(bookingRef);
    await setReservationStatus(admin, bookingRef, 'Annulée');
    await expect(admin.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveValue('cancelled');

    // The Checkout Session was expired with the cancellation: « Payer » on the page still open is refused.
    const session = await request.get(`${E2E_FAKE_STRIPE_URL}/__control/sessions/${sessionIdOf(url)}`);
    expect(await session.json()).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page.getByTestId('expired')).toBeVisible();
    await page.goto(url);
    await expect(page.getByRole('button', { name: 'Payer' })).toHaveCount(0);

    // The booking stays cancelled and unpaid, its checkout expired.
    await admin.reload();
    await admin.getByLabel('Rechercher une réservation').fill(bookingRef);
    await expect(admin.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveValue('cancelled');
    await admin.getByRole('button', { name: `Détails de la réservation ${bookingRef}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Réservation ${bookingRef}` });
    await expect(dialog).toContainText('Expiré');
    await expect(dialog).not.toContainText('Payée en ligne le');
  });

  test('anonymising a customer while their payment page is open closes it first: an erased booking takes no money', async ({
    page,
    context,
    request,
  }) => {
    const { bookingRef, url } = await checkout(
      request,
      // Its own e-mail and phone: the erasure takes every reservation with either (the other tests' and the demo's too).
      draft({
        contactName: 'Camille Effacée',
        contactEmail: `efface.${randomUUID()}@example.fr`,
        contactPhone: `07 ${String(Date.now())
          .slice(-8)
          .replace(/(\d\d)(?=\d)/g, '$1 ')}`,
      }),
    );
    await page.goto(url);
    await expect(page.getByRole('button', { name: 'Payer' })).toBeVisible();
    const session = `${E2E_FAKE_STRIPE_URL}/__control/sessions/${sessionIdOf(url)}`;
    const cancelUrl = ((await (await request.get(session)).json()) as { cancel_url: string }).cancel_url;

    const admin = await context.newPage();
    await loginAsAdmin(admin);
    await admin.goto('/admin/dashboard');
    await admin.getByLabel('Rechercher une réservation').fill(bookingRef);
    await admin.getByRole('button', { name: `Détails de la réservation ${bookingRef}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Réservation ${bookingRef}` });
    await dialog.getByRole('button', { name: 'Anonymiser ce client' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Anonymiser' }).click();
    await expect(dialog).toContainText('Client anonymisé');

    // The Checkout Session was expired before the erasure (which clears the id a payment is recorded by).
    expect(await (await request.get(session)).json()).toMatchObject({
      status: 'expired',
      payment_status: 'unpaid',
    });
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page.getByTestId('expired')).toBeVisible();
    // The request's « Paiement annulé » link no longer offers to pay, nor does « Payer » open a new page at Stripe.
    await page.goto(cancelUrl);
    await expect(page.getByRole('button', { name: /Payer/ })).toHaveCount(0);
    await expect(page.getByText('Client anonymisé')).toHaveCount(0);
    const resumed = await request.post('/api/checkout/resume', {
      form: { demande: new URL(cancelUrl).searchParams.get('demande') ?? '' },
      maxRedirects: 0,
    });
    expect(resumed.headers()['location'] ?? '').not.toContain(E2E_FAKE_STRIPE_URL);
    const sessions = (await (await request.get(`${E2E_FAKE_STRIPE_URL}/__control/sessions`)).json()) as {
      metadata?: { booking_ref?: string };
      status: string;
    }[];
    expect(sessions.filter((s) => s.metadata?.booking_ref === bookingRef).map((s) => s.status)).toEqual([
      'expired',
    ]);
  });

  test('the browser’s Back button on the payment page: the request as stored, not an empty wizard to type again', async ({
    page,
  }) => {
    await reachStep2(page);
    await page.getByRole('radio', { name: /Payer en ligne par carte/ }).check();
    await page.getByRole('button', { name: 'Payer en ligne' }).click();
    await expect(page).toHaveURL(new RegExp(`^${E2E_FAKE_STRIPE_URL}/pay/cs_test_\\w+$`));
    const stripePage = page.url();

    await page.goBack();
    // The wizard's history entry became the request's « Paiement annulé » page (the one « Annuler » opens).
    await expect(page).toHaveURL(/\/reservation\?paiement=annule&demande=HM-/);
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement annulé' })).toBeVisible();
    await expect(page.locator('dl')).toContainText('Orly 4');
    await expect(page.locator('dl')).toContainText('à 10:30');
    // « Payer » reopens the same Stripe session: one request, one session.
    await page.getByRole('button', { name: /^Payer 60,00\s€ par carte$/ }).click();
    await expect(page).toHaveURL(stripePage);
  });

  test('« Annuler » on the payment page: the request as stored, paid afterwards without typing it again', async ({
    page,
    request,
  }) => {
    const { bookingRef, url } = await checkout(request);
    await page.goto(url);
    await page.getByRole('link', { name: 'Annuler' }).click();

    // Back on the wizard's page: the stored request, and the three ways on.
    await expect(page).toHaveURL(/\/reservation\?paiement=annule&demande=HM-/);
    const cancelAddress = page.url();
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement annulé' })).toBeVisible();
    await expect(page.getByText(`Votre demande ${bookingRef} est enregistrée`)).toBeVisible();
    const recap = page.locator('dl');
    await expect(recap).toContainText(bookingRef);
    await expect(recap).toContainText('Orly 4');
    await expect(recap).toContainText('Aller simple');
    await expect(recap).toContainText('Berline Confort');
    await expect(recap).toContainText('60,00');
    const whatsApp = page.getByRole('link', { name: 'Confirmer par WhatsApp' });
    expect(new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text')).toContain(
      `ma demande ${bookingRef}. Je souhaite la confirmer et payer à bord du véhicule.`,
    );
    const edit = new URL(
      (await page.getByRole('link', { name: 'Modifier ma demande' }).getAttribute('href'))!,
      page.url(),
    );
    // The request's token only: the server fills the wizard from the stored row (personal data stay out of URLs).
    expect(edit.pathname).toBe('/reservation');
    expect([...edit.searchParams.keys()]).toEqual(['paiement', 'demande']);
    expect(edit.searchParams.get('paiement')).toBe('modifier');
    await expectNoA11yViolations(page);

    // « Payer » goes back to the same Stripe session (never a second request or a second session), then confirms.
    await page.getByRole('button', { name: /^Payer 60,00\s€ par carte$/ }).click();
    await expect(page).toHaveURL(url);
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page.getByRole('heading', { name: 'Réservation confirmée !' })).toBeVisible();

    // Paid: the cancel address says so, with the reference and the recap — no « Payer », no empty wizard; so does
    // « Modifier ma demande ». A forged token opens the wizard, as it always did.
    for (const address of [cancelAddress, edit.toString()]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette réservation est déjà payée');
      await expect(page.getByText('Votre paiement par carte a bien été reçu')).toBeVisible();
      await expect(page.locator('dl')).toContainText(bookingRef);
      await expect(page.locator('dl')).toContainText('Prix payé (TTC)');
      await expect(page.getByRole('button', { name: /Payer/ })).toHaveCount(0);
      await expect(
        page.getByRole('link', { name: /^Une question.+Écrivez-nous sur WhatsApp$/ }),
      ).toBeVisible();
    }
    await expectNoA11yViolations(page);
    await page.goto(`/reservation?paiement=annule&demande=${bookingRef}.${'A'.repeat(22)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réservez votre chauffeur VTC');
  });

  test('« Modifier ma demande »: the wizard filled with the whole stored request, « Suivant » gives the same price', async ({
    page,
  }) => {
    // The audit's request, through the wizard: CDG T2E → Disneyland, round trip, card, then « Annuler » on Stripe's page.
    const outboundDate = DateTime.now().setZone('Europe/Paris').plus({ days: 4 }).toFormat('yyyy-MM-dd');
    const returnDate = DateTime.now().setZone('Europe/Paris').plus({ days: 7 }).toFormat('yyyy-MM-dd');
    await page.goto('/reservation');
    for (const [label, query, option] of [
      [/Adresse de départ/, 'T2E', /Roissy-CDG Terminal 2E/],
      [/Adresse de destination/, 'Parcs Disneyland', /Parcs Disneyland Paris/],
    ] as const) {
      await page.getByRole('combobox', { name: label }).fill(query);
      await page.getByRole('option', { name: option }).first().click();
    }
    await page.getByRole('radio', { name: 'Aller-retour' }).check();
    await page.getByLabel('Date de prise en charge').fill(outboundDate);
    await page.getByLabel('Heure de prise en charge').fill('10:30');
    await page.getByLabel('Numéro de vol ou de train', { exact: false }).first().fill('AF1081');
    await page.getByLabel('Date de retour').fill(returnDate);
    await page.getByLabel('Heure de retour').fill('18:00');
    await page.getByLabel('Numéro de vol ou de train du retour', { exact: false }).fill('AF1680');
    await page.getByLabel('Passagers').selectOption('3');
    await page.getByLabel('Bagages en soute').selectOption('2');
    await page.getByLabel(/Siège enfant/).check();
    await page.getByLabel('Nom complet').fill('Camille Modifie');
    await page.getByLabel('E-mail').fill('camille.modifie@example.fr');
    await page.getByLabel('Téléphone').fill('06 12 34 56 70');
    await page.getByLabel(/J'accepte les/).check();
    await page.getByRole('button', { name: /Suivant/ }).click();
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    await page.getByText('Berline Confort', { exact: true }).click();
    const total = page.getByTestId('wizard-total');
    await expect(total).toHaveText(/€$/);
    const price = await total.innerText();
    await page.getByRole('radio', { name: /Payer en ligne par carte/ }).check();
    await page.getByRole('button', { name: 'Payer en ligne' }).click();
    await expect(page).toHaveURL(new RegExp(`^${E2E_FAKE_STRIPE_URL}/pay/cs_test_\\w+$`));
    const firstSession = page.url();
    await page.getByRole('link', { name: 'Annuler' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement annulé' })).toBeVisible();
    const firstRef = /HM-[A-Z0-9]{5}/.exec((await page.locator('dl').innerText()) ?? '')?.[0];
    expect(firstRef).toBeTruthy();

    await page.getByRole('link', { name: 'Modifier ma demande' }).click();
    await expect(page).toHaveURL(/\/reservation\?paiement=modifier&demande=HM-[A-Z0-9]{5}\.[\w-]{22}$/);
    // Nothing personal in the address (it ends in logs and the browser's history)…
    for (const personal of ['Camille', 'camille', '0612', '06+12', 'AF1081', 'Roissy']) {
      expect(decodeURIComponent(page.url())).not.toContain(personal);
    }
    // …all of it in the form, already in the server's HTML (never cached, never indexed).
    const html = await page.request.get(page.url());
    expect(html.headers()['cache-control']).toContain('no-store');
    expect(html.headers()['x-robots-tag']).toContain('noindex');
    expect(await html.text()).toContain('value="camille.modifie@example.fr"');
    await expect(page.getByRole('combobox', { name: /Adresse de départ/ })).toHaveValue(
      /^Roissy-CDG Terminal 2E/,
    );
    await expect(page.getByRole('combobox', { name: /Adresse de destination/ })).toHaveValue(
      /^Parcs Disneyland Paris/,
    );
    await expect(page.getByRole('radio', { name: 'Aller-retour' })).toBeChecked();
    await expect(page.getByLabel('Date de prise en charge')).toHaveValue(outboundDate);
    await expect(page.getByLabel('Heure de prise en charge')).toHaveValue('10:30');
    await expect(page.getByLabel('Numéro de vol ou de train', { exact: false }).first()).toHaveValue(
      'AF1081',
    );
    await expect(page.getByLabel('Date de retour')).toHaveValue(returnDate);
    await expect(page.getByLabel('Heure de retour')).toHaveValue('18:00');
    await expect(page.getByLabel('Numéro de vol ou de train du retour', { exact: false })).toHaveValue(
      'AF1680',
    );
    await expect(page.getByLabel('Passagers')).toHaveValue('3');
    await expect(page.getByLabel('Bagages en soute')).toHaveValue('2');
    await expect(page.getByLabel(/Siège enfant/)).toBeChecked();
    await expect(page.getByLabel('Nom complet')).toHaveValue('Camille Modifie');
    await expect(page.getByLabel('E-mail')).toHaveValue('camille.modifie@example.fr');
    await expect(page.getByLabel('Téléphone')).toHaveValue('06 12 34 56 70');
    // The terms are accepted again, for the new request.
    await expect(page.getByLabel(/J'accepte les/)).not.toBeChecked();
    await page.getByLabel(/J'accepte les/).check();
    await page.getByRole('button', { name: /Suivant/ }).click();
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    await expect(total).toHaveText(price);

    // Sent: a new request (a fresh requestId — never the 409 of a replayed one), its own payment page.
    await page.getByRole('radio', { name: /Payer en ligne par carte/ }).check();
    await page.getByRole('button', { name: 'Payer en ligne' }).click();
    await expect(page).toHaveURL(new RegExp(`^${E2E_FAKE_STRIPE_URL}/pay/cs_test_\\w+$`));
    expect(page.url()).not.toBe(firstSession);
    await page.getByRole('link', { name: 'Annuler' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement annulé' })).toBeVisible();
    await expect(page.locator('dl')).not.toContainText(firstRef!);
    await expect(page.locator('dl')).toContainText('Roissy-CDG Terminal 2E');
    await expect(page.locator('dl')).toContainText('Aller-retour');
  });

  test('the cancel link of an English booking the operator cancelled: « This booking was cancelled », its reference', async ({
    page,
    request,
  }) => {
    ipCounter += 1;
    const response = await request.post('/api/checkout', {
      data: draft({ locale: 'en' }),
      headers: { 'x-forwarded-for': `192.0.2.${150 + (ipCounter % 50)}` },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { bookingRef, cancelPath } = (await response.json()) as { bookingRef: string; cancelPath: string };
    expect(cancelPath).toMatch(/^\/en\/booking\?paiement=annule&demande=HM-/);

    await loginAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByLabel('Rechercher une réservation').fill(bookingRef);
    await setReservationStatus(page, bookingRef, 'Annulée');
    await expect(page.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveValue('cancelled');

    await page.goto(cancelPath);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This booking was cancelled');
    await expect(page.locator('dl')).toContainText(bookingRef);
    await expect(page.locator('dl')).toContainText('Comfort Saloon');
    await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Make a new request' })).toHaveAttribute(
      'href',
      '/en/booking',
    );
    const question = page.getByRole('link', { name: 'A question? Write to us on WhatsApp' });
    expect(new URL((await question.getAttribute('href'))!).searchParams.get('text')).toContain(
      `ma réservation ${bookingRef}.`,
    );
    await expectNoA11yViolations(page);
  });

  test('visitor closes the tab after paying: the webhook alone confirms the booking', async ({
    page,
    request,
  }) => {
    const { bookingRef, url } = await checkout(request);
    // Paying on the fake Stripe delivers a signed checkout.session.completed to /api/stripe/webhook; nobody opens
    // the success URL.
    const paid = await request.post(`${E2E_FAKE_STRIPE_URL}/__control/sessions/${sessionIdOf(url)}/pay`);
    expect(paid.ok()).toBe(true);
    await loginAsAdmin(page);
    await expect(async () => {
      await page.goto('/admin/dashboard');
      await page.getByLabel('Rechercher une réservation').fill(bookingRef);
      await expect(page.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveValue('paid', {
        timeout: 1_000,
      });
    }).toPass({ timeout: 15_000 });
  });

  test('/confirmation: loading then Réservation Confirmée ! for a paid session; no-store and noindex', async ({
    page,
    request,
  }) => {
    const { bookingRef, sessionId } = await paidCheckout(request);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/verify-stripe-session', async (route) => {
      await held;
      await route.continue();
    });
    const response = await page.goto(`/confirmation?session_id=${sessionId}&booking_ref=${bookingRef}`);
    expect(response?.headers()['cache-control']).toContain('no-store');
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText('Vérification sécurisée du paiement en cours...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Réservation Confirmée !' })).toBeVisible();
    await expect(page.locator('dl')).toContainText(bookingRef);
    await expectNoA11yViolations(page);
  });

  test('a paid customer whose check cannot be read (connection lost, then a proxy’s page) is not told « Paiement Non Confirmé »', async ({
    page,
    request,
  }) => {
    const { bookingRef, sessionId } = await paidCheckout(request);
    let failure: 'lost' | 'proxy' | 'throttled' | null = 'lost';
    await page.route('**/api/verify-stripe-session', async (route) => {
      if (failure === 'lost') return route.abort('internetdisconnected');
      if (failure === 'proxy') {
        return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
      }
      if (failure === 'throttled') return route.fulfill(TOO_MANY_REQUESTS);
      return route.continue();
    });
    await page.goto(`/reservation?payment_status=success&session_id=${sessionId}&booking_ref=${bookingRef}`);

    const heading = page.getByRole('heading', { name: 'Paiement pas encore vérifié' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByText('Erreur de communication avec le service de vérification.')).toBeVisible();
    await expect(page.getByText(/Ne payez pas une seconde fois/)).toBeVisible();
    await expect(page.locator('dl')).toContainText(bookingRef);
    await expect(page.getByRole('heading', { name: 'Paiement Non Confirmé' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Retour à la réservation' })).toHaveCount(0);
    const whatsapp = page.getByRole('link', { name: 'Une question\u00a0? Écrivez-nous sur WhatsApp' });
    expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain(
      `au sujet de ma réservation ${bookingRef}`,
    );
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoA11yViolations(page);

    failure = 'proxy';
    await page.getByRole('button', { name: 'Vérifier de nouveau' }).click();
    await expect(heading).toBeVisible();

    // Its checks used up for a while (each press counts): still « pas encore vérifié », with the server's words.
    failure = 'throttled';
    await page.getByRole('button', { name: 'Vérifier de nouveau' }).click();
    await expect(heading).toBeVisible();
    await expect(page.getByText(/Trop de demandes/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Paiement Non Confirmé' })).toHaveCount(0);

    failure = null;
    await page.getByRole('button', { name: 'Vérifier de nouveau' }).click();
    await expect(page.getByRole('heading', { name: 'Réservation confirmée !' })).toBeVisible();
    await expect(page.locator('dl')).toContainText(bookingRef);
  });

  test('an unpaid session on the success URL is not confirmed', async ({ page, request }) => {
    const { bookingRef, url } = await checkout(request);
    const response = await page.goto(
      `/reservation?payment_status=success&session_id=${sessionIdOf(url)}&booking_ref=${bookingRef}`,
    );
    expect(response?.headers()['cache-control']).toContain('no-store');
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.getByRole('heading', { name: 'Paiement Non Confirmé' })).toBeVisible();
    await expect(page.getByText("Le paiement n'a pas pu être confirmé ou a été annulé.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à la réservation' })).toHaveAttribute(
      'href',
      '/reservation',
    );
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoA11yViolations(page);
  });

  test("forged and broken return URLs: another booking's reference, the unreplaced placeholder, no session id", async ({
    page,
    request,
  }) => {
    const a = await checkout(request);
    const b = await checkout(request);
    await request.post(`${E2E_FAKE_STRIPE_URL}/__control/sessions/${sessionIdOf(a.url)}/pay`);

    await page.goto(`/confirmation?session_id=${sessionIdOf(a.url)}&booking_ref=${b.bookingRef}`);
    await expect(page.getByRole('heading', { name: 'Erreur de Confirmation' })).toBeVisible();
    await expect(
      page.getByText('Cette session de paiement ne correspond pas à cette réservation.'),
    ).toBeVisible();
    await expect(page.getByText(/contactez-nous/)).toBeVisible();

    await page.goto(`/confirmation?session_id={CHECKOUT_SESSION_ID}&booking_ref=${a.bookingRef}`);
    await expect(page.getByRole('heading', { name: 'Erreur de Confirmation' })).toBeVisible();
    await expect(
      page.getByText("L'identifiant de session de paiement n'a pas été transmis par le service de paiement."),
    ).toBeVisible();

    await page.goto('/confirmation');
    await expect(
      page.getByText("Aucun identifiant de session de paiement n'a été trouvé dans l'URL."),
    ).toBeVisible();

    // Nothing above confirmed b.
    await page.goto(`/confirmation?session_id=${sessionIdOf(b.url)}&booking_ref=${b.bookingRef}`);
    await expect(page.getByText("Le paiement n'a pas pu être confirmé. Statut : unpaid")).toBeVisible();
  });

  test('without STRIPE_SECRET_KEY the checkout endpoint refuses and nothing is stored', async ({
    request,
  }) => {
    const response = await request.post(`${E2E_NO_STRIPE_URL}/api/checkout`, { data: draft() });
    expect(response.status()).toBe(503);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "Le paiement en ligne n'est pas disponible.",
    );
  });
});
