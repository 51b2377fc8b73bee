// The payment return page in English (issue 16): /en/confirmation — where Stripe sends an English checkout back
// (lib/payments/locale.ts) — verifies the session like its French twin and says so in English: English titles and
// labels, the date in en-GB (Paris time), euros the English way, English server messages; axe clean. The French
// pages are covered by e2e/payments.spec.ts.
import { createHmac, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { expectNoA11yViolations } from './axe';
import { loginAsAdmin, parisDate, setReservationStatus, toastWith } from './helpers';
import { ETAMPES } from '../lib/testing/package-request';
import { E2E_FAKE_STRIPE_URL, E2E_SESSION_SECRET } from '../playwright.config';

/** The signed document token of lib/documents/links.ts (as in e2e/documents.spec.ts). */
function documentToken(ref: string): string {
  const key = createHmac('sha256', E2E_SESSION_SECRET).update('documents').digest('base64url');
  return `${ref}.${createHmac('sha256', key).update(`document:${ref}`).digest('base64url').slice(0, 22)}`;
}

/** Words of the French payment view (addresses, which are proper names, are not checked). */
const FRENCH_MARKERS = [
  'Réservation',
  'Référence',
  'Trajet',
  'Véhicule',
  'Prix payé',
  'Merci',
  'Nom',
  'Berline',
  'votre',
  'Retour',
  'Paiement',
  'Statut',
  'Erreur',
  'Vérification',
];

let ipCounter = 0;

async function checkout(request: APIRequestContext): Promise<{ bookingRef: string; sessionId: string }> {
  ipCounter += 1;
  const response = await request.post('/api/checkout', {
    headers: { 'x-forwarded-for': `192.0.2.${40 + ipCounter}` },
    data: {
      tripType: 'oneWay',
      packageId: null,
      departureAddress: 'Orly 4, Aéroport de Paris-Orly, Terminal 4, 94390 Orly',
      departurePlaceRef: 'catalogue:orly-4',
      destinationAddress: 'Gare de Lyon, Place Louis-Armand, 75012 Paris',
      destinationPlaceRef: 'catalogue:paris-gare-de-lyon',
      pickupDate: DateTime.now().setZone('Europe/Paris').plus({ days: 5 }).toFormat('yyyy-MM-dd'),
      pickupTime: '09:15',
      flightTrainNumber: 'BA303',
      returnPickupDate: '',
      returnPickupTime: '',
      returnFlightTrainNumber: '',
      passengers: '2',
      holdBags: '1',
      childSeatBooster: false,
      vehicleType: 'berline',
      contactName: 'Jane Payment',
      contactEmail: 'jane.payment@example.com',
      contactPhone: '+44 7700 900123',
      acceptTerms: true,
      requestId: randomUUID(),
      website: '',
      locale: 'en',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { bookingRef, url } = (await response.json()) as { bookingRef: string; url: string };
  return { bookingRef, sessionId: url.split('/pay/')[1] ?? '' };
}

async function visibleText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

test.describe('English payment return page', () => {
  test('/en/confirmation: a paid session is confirmed in English (en-GB date, euros), noindex', async ({
    page,
    request,
  }) => {
    const { bookingRef, sessionId } = await checkout(request);
    const paid = await request.post(`${E2E_FAKE_STRIPE_URL}/__control/sessions/${sessionId}/pay`);
    expect(paid.ok()).toBe(true);

    const response = await page.goto(`/en/confirmation?session_id=${sessionId}&booking_ref=${bookingRef}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-store');
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page).toHaveTitle(/Payment confirmation/);
    await expect(page.getByRole('heading', { name: 'Booking confirmed!' })).toBeVisible();
    await expect(page.getByText('Thank you Jane Payment, we have received your payment')).toBeVisible();
    const recap = page.locator('dl');
    await expect(recap).toContainText(bookingRef);
    await expect(recap).toContainText('Comfort Saloon');
    await expect(recap).toContainText('€60.00');
    await expect(recap).toContainText(
      /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} [A-Z][a-z]+ \d{4} at 09:15/,
    );
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
    const text = await visibleText(page);
    expect(FRENCH_MARKERS.filter((word) => text.includes(word))).toEqual([]);
    await expectNoA11yViolations(page);
    // « Français » lands on the same confirmation in French, its session kept (it went to the French home page).
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Français', exact: true })
      .click();
    await expect(page).toHaveURL(`/confirmation?session_id=${sessionId}&booking_ref=${bookingRef}`);
    await expect(page.getByRole('heading', { name: /^Réservation confirmée/i })).toBeVisible();
  });

  test('/en/confirmation: an unpaid session and a forged reference are refused in English', async ({
    page,
    request,
  }) => {
    const { bookingRef, sessionId } = await checkout(request);
    await page.goto(`/en/confirmation?session_id=${sessionId}&booking_ref=${bookingRef}`);
    await expect(page.getByRole('heading', { name: 'Confirmation error' })).toBeVisible();
    await expect(page.getByText('The payment could not be confirmed. Status: unpaid')).toBeVisible();
    await expect(page.getByText('If your account was charged')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to booking' })).toHaveAttribute('href', '/en/booking');
    const unpaid = await visibleText(page);
    expect(FRENCH_MARKERS.filter((word) => unpaid.includes(word))).toEqual([]);

    await page.goto(`/en/confirmation?session_id=${sessionId}&booking_ref=HM-ZZZZZ`);
    await expect(page.getByRole('heading', { name: 'Confirmation error' })).toBeVisible();
    await expect(page.getByText('This payment session does not match this booking.')).toBeVisible();
    const visible = await visibleText(page);
    expect(FRENCH_MARKERS.filter((word) => visible.includes(word))).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoA11yViolations(page);
  });

  test("an English customer's voucher page is English; the admin shows the customer's language in French", async ({
    page,
    request,
  }) => {
    // A ride (a package from the English form): a message has no voucher, and cannot be confirmed.
    const ride = (name: string, email: string, phone: string) => ({
      requestId: randomUUID(),
      kind: 'package',
      packageId: ETAMPES,
      vehicle: 'berline',
      trip: 'oneWay',
      departure_street: '7 rue Saint-Pierre, 91410 Dourdan',
      arrival_street: "2 place de l'Hôtel de Ville, Étampes",
      date: parisDate(3),
      time: '10:30',
      passengers: '2',
      hold_bags: '1',
      boosters: '0',
      name,
      phone,
      email,
    });
    const created = await request.post('/api/package-bookings', {
      headers: { 'x-forwarded-for': '192.0.2.77' },
      data: { ...ride('Jane Voucher', 'jane.voucher@example.com', '+44 7700 900456'), locale: 'en' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { bookingRef } = (await created.json()) as { bookingRef: string };

    await loginAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByLabel('Rechercher une réservation').fill(bookingRef);
    await setReservationStatus(page, bookingRef, 'Confirmée');
    await expect(toastWith(page, 'Statut mis à jour')).toBeVisible();
    await page.getByRole('button', { name: `Détails de la réservation ${bookingRef}` }).click();
    const dialog = page.getByRole('dialog', { name: `Réservation ${bookingRef}` });
    await expect(
      dialog
        .locator('div')
        .filter({ has: page.getByText('Langue du client', { exact: true }) })
        .last(),
    ).toHaveText(/Langue du client\s*anglais/);

    await page.goto(`/bon/${documentToken(bookingRef)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Booking voucher ${bookingRef}`);
    // The whole document is English (<html lang>), not an English <main> in a French page.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/Booking voucher/);
    // A link preview (WhatsApp, a mail client) in English too, not the site's French defaults.
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'To be shown if requested during an inspection.',
    );
    const items = page.getByRole('region', { name: 'Required information' });
    await expect(items).toContainText('Customer name and phone');
    await expect(items).toContainText('Jane Voucher · +44 7700 900456');
    await expect(page.getByRole('link', { name: 'Download the PDF' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    const text = await page.locator('main').innerText();
    expect(
      [
        'Bon de réservation',
        'Mentions',
        'Détails',
        'exploitant',
        'Imprimer',
        'Télécharger',
        'contrôle',
      ].filter((w) => text.includes(w)),
    ).toEqual([]);
    await expectNoA11yViolations(page);
    const pdf = await request.get(`/bon/${documentToken(bookingRef)}/pdf`);
    expect(pdf.headers()['content-disposition']).toContain(`booking-voucher-${bookingRef}.pdf`);

    // Cancelled afterwards: the link in the customer's e-mail says so in English, not a French « Page non trouvée ».
    await page.goto(`/admin/dashboard?q=${bookingRef}`);
    await setReservationStatus(page, bookingRef, 'Annulée');
    await expect(toastWith(page, 'Statut mis à jour')).toBeVisible();
    await page.goto(`/bon/${documentToken(bookingRef)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking voucher unavailable');
    await expect(page.getByText(`Booking ${bookingRef} is not confirmed (or was cancelled)`)).toBeVisible();
    await expect(page).toHaveTitle(/Booking voucher unavailable/);
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
    await expectNoA11yViolations(page);

    // A French booking's voucher stays a French document.
    const french = await request.post('/api/package-bookings', {
      headers: { 'x-forwarded-for': '192.0.2.78' },
      data: ride('Jean Bon', 'jean.bon@example.fr', '06 12 34 56 79'),
    });
    expect(french.status(), await french.text()).toBe(201);
    const frenchRef = ((await french.json()) as { bookingRef: string }).bookingRef;
    await page.goto('/admin/dashboard');
    await page.getByLabel('Rechercher une réservation').fill(frenchRef);
    await setReservationStatus(page, frenchRef, 'Confirmée');
    await expect(toastWith(page, 'Statut mis à jour')).toBeVisible();
    await page.goto(`/bon/${documentToken(frenchRef)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bon de réservation ${frenchRef}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});
