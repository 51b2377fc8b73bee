// E-mail notifications end to end: the main server delivers to a real SMTP server (e2e/smtp-sink, see
// playwright.config.ts). Book through the wizard → the operator's message arrives → the admin reads it in
// /admin/notifications and re-sends it → the admin sets Confirmée → the customer's confirmation arrives with the
// voucher link and the calendar file → the link opens the voucher with the seven items of the arrêté → the ride is in
// the operator's 'À venir' and in the private calendar feed.
import { expect, test, type Page } from '@playwright/test';
import type { ReceivedMessage } from './smtp-sink/smtp-sink.mjs';
import { expectNoA11yViolations } from './axe';
import {
  chooseAddress,
  exclusively,
  loginAsAdmin,
  parisDate,
  setReservationStatus,
  stubWhatsApp,
  toastWith,
} from './helpers';
import {
  E2E_CRON_SECRET,
  E2E_LEGAL_IDENTITY as legal,
  E2E_OPERATOR_EMAIL,
  E2E_SMTP_SINK_URL,
} from '../playwright.config';

const CUSTOMER = 'camille.notifications@example.fr';

/** Books Orly 4 → Gare de Lyon through both wizard steps; returns the booking reference shown to the visitor. */
async function bookThroughWizard(page: Page, pickupOn: string): Promise<string> {
  await page.goto('/reservation');
  await chooseAddress(page, /Adresse de départ/, 'Orly 4', 'Orly 4');
  await chooseAddress(page, /Adresse de destination/, 'gare de lyon', 'Gare de Lyon');
  await page.getByLabel('Date de prise en charge').fill(pickupOn);
  await page.getByLabel('Heure de prise en charge').fill('09:15');
  await page.getByLabel('Numéro de vol ou de train', { exact: false }).first().fill('AF1234');
  await page.getByLabel('Passagers').selectOption('2');
  await page.getByLabel('Bagages en soute').selectOption('1');
  await page.getByLabel('Nom complet').fill('Camille Notif');
  await page.getByLabel('E-mail').fill(CUSTOMER);
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel(/J'accepte les/).check();
  await page.getByRole('button', { name: /Suivant/ }).click();
  await page.getByText('Berline Confort', { exact: true }).click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Demande de réservation via WhatsApp' }).click();
  await (await popup).close();
  const refText = await page.getByTestId('booking-ref').textContent();
  const bookingRef = /HM-[A-Z0-9]{5}/.exec(refText ?? '')?.[0];
  expect(bookingRef).toBeDefined();
  return bookingRef as string;
}

async function received(page: Page): Promise<ReceivedMessage[]> {
  const response = await page.request.get(`${E2E_SMTP_SINK_URL}/messages`);
  return (await response.json()) as ReceivedMessage[];
}

/** Waits until the SMTP server holds `count` messages matching `match`, and returns them. */
async function waitForMessages(
  page: Page,
  match: (m: ReceivedMessage) => boolean,
  count = 1,
): Promise<ReceivedMessage[]> {
  let found: ReceivedMessage[] = [];
  await expect
    .poll(
      async () => {
        found = (await received(page)).filter(match);
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBe(count);
  return found;
}

test.describe('e-mail notifications', () => {
  test('wizard booking → the operator’s message arrives; admin reads and re-sends it; Confirmée → the customer’s confirmation', async ({
    page,
    context,
  }) => {
    await stubWhatsApp(context);
    // Read once: the checks a minute later must not meet another day if Paris passes midnight meanwhile.
    const [bookedOn, pickupOn] = [parisDate(0), parisDate(4)];
    const bookingRef = await bookThroughWizard(page, pickupOn);

    // Delivered right after the response (after()), without any cron run.
    const [operator] = await waitForMessages(
      page,
      (m) => m.to.includes(E2E_OPERATOR_EMAIL) && m.subject.includes(bookingRef),
    );
    expect(operator?.subject).toBe(`Nouvelle demande ${bookingRef} · Réservation en ligne · Camille Notif`);
    expect(operator?.text).toContain('Départ\u00a0: Orly 4');
    expect(operator?.text).toContain('Arrivée\u00a0: Gare de Lyon');
    expect(operator?.text).toContain('Téléphone\u00a0: 06 12 34 56 78');
    expect(operator?.text).toMatch(/Prix\s: 60,00\s€/);
    expect(operator?.text).toContain(`/admin/dashboard?q=${bookingRef}`);
    const [receipt] = await waitForMessages(
      page,
      (m) => m.to.includes(CUSTOMER) && m.subject === `Demande reçue · ${bookingRef} · Harmony Move`,
    );
    expect(receipt?.text).toContain(`Votre référence\u00a0: ${bookingRef}`);
    // Replies: the operator's answer goes to the customer, the customer's to the operator (not MAIL_FROM).
    expect(operator?.replyTo).toEqual([CUSTOMER]);
    expect(receipt?.replyTo).toEqual([E2E_OPERATOR_EMAIL]);

    // The operator's link opens the dashboard filtered on the booking.
    await loginAsAdmin(page);
    const adminLink = /https?:\/\/\S+\/admin\/dashboard\?q=HM-[A-Z0-9]{5}/.exec(operator?.text ?? '')?.[0];
    expect(adminLink).toBeDefined();
    const { pathname, search } = new URL(adminLink as string);
    await page.goto(pathname + search);
    await expect(page.getByLabel('Rechercher une réservation')).toHaveValue(bookingRef);
    await expect(page.getByRole('row').filter({ hasText: bookingRef })).toHaveCount(1);

    // The outbox in the admin: both rows sent; the message readable; 'Renvoyer' sends it once more.
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Notifications' })
      .click();
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    const card = page.getByTestId('notification').filter({ hasText: `Nouvelle demande ${bookingRef}` });
    await expect(card).toContainText('Envoyée');
    await expect(card).toContainText('Tentatives1');
    await card.getByRole('button', { name: /^Renvoyer/ }).click();
    await expect(toastWith(page, 'Notification remise en file d’envoi.')).toBeVisible();
    const copies = await waitForMessages(
      page,
      (m) => m.to.includes(E2E_OPERATOR_EMAIL) && m.subject.includes(bookingRef),
      2,
    );
    expect(copies[0]?.notificationId).toBe(copies[1]?.notificationId);

    await card.getByRole('link', { name: 'Lire le message' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(operator!.subject);
    await expect(page.locator('pre').first()).toContainText(`Référence : ${bookingRef}`);
    await expect(
      page.frameLocator('iframe[title^="Message"]').getByRole('heading', { name: 'Nouvelle demande' }),
    ).toBeVisible();

    // The admin confirms: the customer gets 'Réservation confirmée' with the voucher link and the .ics.
    await page.goto(`/admin/dashboard?q=${bookingRef}`);
    await setReservationStatus(page, bookingRef, 'Confirmée');
    const [confirmed] = await waitForMessages(
      page,
      (m) => m.to.includes(CUSTOMER) && m.subject === `Réservation confirmée · ${bookingRef} · Harmony Move`,
    );
    expect(confirmed?.text).toMatch(new RegExp(`/bon/${bookingRef}\\.[\\w-]{22}`));
    const ics = confirmed?.attachments.find((a) => a.filename === `reservation-${bookingRef}.ics`);
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.content).toContain(`SUMMARY:Harmony Move · trajet ${bookingRef}`);

    // The customer's link opens the voucher (bon de réservation) with the seven items of the arrêté.
    const voucherLink = new RegExp(`https?://\\S+/bon/${bookingRef}\\.[\\w-]{22}`).exec(
      confirmed?.text ?? '',
    )?.[0];
    expect(voucherLink).toBeDefined();
    await page.goto(new URL(voucherLink as string).pathname);
    const items = page.getByRole('region', { name: 'Mentions obligatoires' });
    const item = (label: string) =>
      items.locator('div').filter({ has: page.getByText(label, { exact: true }) });
    await expect(item("Nom et coordonnées de l'exploitant")).toContainText(legal.LEGAL_COMPANY_NAME);
    await expect(item("Nom et coordonnées de l'exploitant")).toContainText(legal.LEGAL_PHONE);
    await expect(item("Numéro d'inscription au registre des exploitants VTC")).toContainText(
      legal.LEGAL_VTC_REGISTER,
    );
    await expect(item("Numéro SIREN de l'exploitant")).toContainText(legal.LEGAL_SIREN);
    await expect(item('Nom et téléphone du client')).toContainText('Camille Notif · 06 12 34 56 78');
    const french = (iso: string) => iso.split('-').reverse().join('/');
    await expect(item('Date et heure de la réservation')).toContainText(
      new RegExp(`${french(bookedOn)}|${french(parisDate(0))}`),
    );
    await expect(item('Date et heure de la prise en charge')).toContainText(`${french(pickupOn)} à 09:15`);
    await expect(item('Lieu de prise en charge')).toContainText('Orly 4');

    // The operator's day: the ride in 'À venir' and in the private calendar feed.
    await page.goto('/admin/agenda');
    await expect(page.getByRole('listitem').filter({ hasText: bookingRef })).toContainText('09:15');
    // The documents spec replaces the same address: not at the same time (e2e/helpers.ts, exclusively).
    const feed = await exclusively('calendar', async () => {
      await page.reload(); // what the card says of an existing address is read when the page loads
      const create = page.getByRole('button', {
        name: /Créer (l’adresse du calendrier|une nouvelle adresse)/,
      });
      // Replacing an existing address is asked first (components/admin/calendar-feed-card.tsx).
      const replacing = (await create.innerText()).includes('nouvelle');
      await create.click();
      if (replacing) {
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: 'Créer une nouvelle adresse' })
          .click();
      }
      const feedUrl = await page.getByLabel('Adresse du calendrier (affichée une seule fois)').inputValue();
      const answer = await page.request.get(feedUrl);
      expect(answer.status()).toBe(200);
      return (await answer.text()).replace(/\r\n[ \t]/g, '');
    });
    expect(feed).toContain(`UID:${bookingRef}-aller@harmonymove`);

    // Cancelled, then « Renvoyer » on the old « Réservation confirmée »: refused, and the card says why before any
    // attempt; the customer receives no second « confirmée » after « annulée ». The cancellation itself is resent.
    await page.goto(`/admin/dashboard?q=${bookingRef}`);
    await setReservationStatus(page, bookingRef, 'Annulée');
    await waitForMessages(
      page,
      (m) => m.to.includes(CUSTOMER) && m.subject === `Réservation annulée · ${bookingRef} · Harmony Move`,
    );
    await page.goto('/admin/notifications');
    const outdated = page
      .getByTestId('notification')
      .filter({ hasText: `Réservation confirmée · ${bookingRef}` });
    const reason = `Ce message n’est plus à jour\u00a0: la réservation ${bookingRef} est maintenant «\u00a0Annulée\u00a0».`;
    await expect(outdated).toContainText(reason);
    const resend = outdated.getByRole('button', { name: /^Renvoyer/ });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await expect(resend).toHaveAccessibleDescription(/^Ce message n’est plus à jour/);
    // Pressed all the same (from the keyboard: Playwright's click waits for a button aria-disabled): the reason again.
    await resend.focus();
    await page.keyboard.press('Enter');
    await expect(toastWith(page, 'Impossible de remettre la notification en file d’envoi.')).toContainText(
      reason,
    );
    const cancelledCard = page
      .getByTestId('notification')
      .filter({ hasText: `Réservation annulée · ${bookingRef}` });
    await expect(cancelledCard.getByRole('button', { name: /^Renvoyer/ })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await cancelledCard.getByRole('button', { name: /^Renvoyer/ }).click();
    await expect(toastWith(page, 'Notification remise en file d’envoi.')).toBeVisible();
    await waitForMessages(
      page,
      (m) => m.to.includes(CUSTOMER) && m.subject === `Réservation annulée · ${bookingRef} · Harmony Move`,
      2,
    );
    await waitForMessages(
      page,
      (m) => m.to.includes(CUSTOMER) && m.subject === `Réservation confirmée · ${bookingRef} · Harmony Move`,
      1,
    );
  });

  test('the cron route needs the secret, then delivers what is due', async ({ request }) => {
    expect((await request.get('/api/cron/notifications')).status()).toBe(401);
    const run = await request.get('/api/cron/notifications', {
      headers: { authorization: `Bearer ${E2E_CRON_SECRET}` },
    });
    expect(run.status()).toBe(200);
    expect(await run.json()).toMatchObject({ smtp: true });
  });

  test('the notifications page has no accessibility violations at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAsAdmin(page);
    await page.goto('/admin/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
