// After confirmation: the admin sets Confirmée → the voucher page (signed link) shows the seven items of the arrêté
// and offers its PDF → the ride appears in 'À venir' with one-tap contact links and in the private calendar feed,
// whose URL stops working once rotated.
import { createHmac, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { exclusively, loginAsAdmin, parisDate, setReservationStatus, toastWith } from './helpers';
import { E2E_LEGAL_IDENTITY as legal, E2E_SESSION_SECRET } from '../playwright.config';
import { ETAMPES } from '../lib/testing/package-request';

/** The signed document token of lib/documents/links.ts (key derived from SESSION_SECRET, as on the e2e servers). */
function documentToken(ref: string): string {
  const key = createHmac('sha256', E2E_SESSION_SECRET).update('documents').digest('base64url');
  return `${ref}.${createHmac('sha256', key).update(`document:${ref}`).digest('base64url').slice(0, 22)}`;
}

const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

test('Confirmée → voucher with the seven items → À venir → calendar feed', async ({ page, request }) => {
  const suffix = randomUUID().slice(0, 6);
  const name = `Voyageur Bon ${suffix}`;
  const date = parisDate(2);
  const bookedOn = parisDate(0);
  const created = await request.post('/api/package-bookings', {
    data: {
      kind: 'package',
      requestId: randomUUID(),
      packageId: ETAMPES,
      vehicle: 'berline',
      trip: 'oneWay',
      departure_street: '7 rue Saint-Pierre, 91410 Dourdan',
      arrival_street: "2 place de l'Hôtel de Ville, Étampes",
      date,
      time: '10:30',
      passengers: '2',
      hold_bags: '1',
      boosters: '0',
      name,
      phone: '06 55 44 33 22',
      email: `bon-${suffix}@example.fr`,
    },
    headers: { 'x-forwarded-for': '192.0.2.151' },
  });
  expect(created.status()).toBe(201);
  const { bookingRef } = (await created.json()) as { bookingRef: string };
  const voucherPath = `/bon/${documentToken(bookingRef)}`;

  // Not confirmed yet: no voucher — the link says so (in the booking's language), its PDF is not there.
  const notYet = await request.get(voucherPath);
  expect(notYet.headers()['x-robots-tag']).toContain('noindex');
  expect(await notYet.text()).toContain('Bon de réservation indisponible');
  expect((await request.get(`${voucherPath}/pdf`)).status()).toBe(404);

  // The admin confirms the booking.
  await loginAsAdmin(page);
  // Pending, it is already in the agenda (it needs an answer), but without a voucher: there is none to show yet.
  await page.goto('/admin/agenda');
  const pendingCard = page.getByRole('listitem').filter({ hasText: bookingRef });
  await expect(pendingCard).toContainText(name);
  await expect(pendingCard.getByRole('link', { name: /Bon de réservation/ })).toHaveCount(0);
  await page.goto('/admin/dashboard');
  await page.getByLabel('Rechercher une réservation').fill(bookingRef);
  await setReservationStatus(page, bookingRef, 'Confirmée');
  await expect(toastWith(page, 'Statut mis à jour')).toBeVisible();

  // The voucher page: private, and the seven items with their values.
  const response = await request.get(voucherPath);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  expect(response.headers()['x-robots-tag']).toContain('noindex');
  await page.goto(voucherPath);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const items = page.getByRole('region', { name: 'Mentions obligatoires' });
  const item = (label: string) =>
    items.locator('div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(item("Nom et coordonnées de l'exploitant")).toContainText(legal.LEGAL_COMPANY_NAME);
  await expect(item("Nom et coordonnées de l'exploitant")).toContainText(legal.LEGAL_ADDRESS);
  await expect(item("Nom et coordonnées de l'exploitant")).toContainText(legal.LEGAL_PHONE);
  await expect(item("Numéro d'inscription au registre des exploitants VTC")).toContainText(
    legal.LEGAL_VTC_REGISTER,
  );
  await expect(item("Numéro SIREN de l'exploitant")).toContainText(legal.LEGAL_SIREN);
  await expect(item('Nom et téléphone du client')).toContainText(`${name} · 06 55 44 33 22`);
  // The day it was made: the one read before sending it, or the next if midnight (Paris) has passed since.
  await expect(item('Date et heure de la réservation')).toContainText(
    new RegExp(`${frenchDate(bookedOn)}|${frenchDate(parisDate(0))}`),
  );
  await expect(item('Date et heure de la prise en charge')).toContainText(`${frenchDate(date)} à 10:30`);
  await expect(item('Lieu de prise en charge')).toContainText('7 rue Saint-Pierre, 91410 Dourdan');
  await expectNoA11yViolations(page);

  const pdf = await request.get(`${voucherPath}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Confirmed for payment on board: the invoice comes once the ride is completed.
  expect((await request.get(`${voucherPath}/facture`)).status()).toBe(404);

  // Wrong tokens: 404, never indexed.
  const wrong = await request.get(`/bon/${bookingRef}.${'A'.repeat(22)}`);
  expect(wrong.status()).toBe(404);
  expect(wrong.headers()['x-robots-tag']).toContain('noindex');
  expect((await request.get('/bon/n-importe-quoi/pdf')).status()).toBe(404);

  // À venir: the ride, with one-tap links, on a phone-sized screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/agenda');
  await expect(page.getByRole('link', { name: 'À venir' })).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('listitem').filter({ hasText: bookingRef });
  await expect(card).toContainText('10:30');
  await expect(card).toContainText(name);
  await expect(card).toContainText(/2 · 1\sbagage en soute(?!s)/);
  // Paid on board: the driver reads what to collect.
  await expect(card).toContainText(/À encaisser\s:\s\d+,\d{2}\s€/);
  await expect(card.getByRole('link', { name: `Appeler ${name} (06 55 44 33 22)` })).toHaveAttribute(
    'href',
    'tel:+33655443322',
  );
  await expect(card.getByRole('link', { name: `Écrire à ${name} sur WhatsApp` })).toHaveAttribute(
    'href',
    'https://wa.me/33655443322',
  );
  // Confirmed: its voucher, one tap away for a roadside check (the admin's own PDF route).
  const agendaVoucher = card.getByRole('link', { name: `Bon de réservation ${bookingRef} (PDF)` });
  await expect(agendaVoucher).toHaveAttribute('href', /^\/api\/admin\/vouchers\/[0-9a-f-]{36}$/);
  const agendaPdf = await page.request.get((await agendaVoucher.getAttribute('href')) as string);
  expect(agendaPdf.headers()['content-type']).toBe('application/pdf');
  await expectNoA11yViolations(page);
  // Nothing runs past the screen, on a phone or on a desktop (the CSV form's row ran out of its side column).
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: 'Réservations (CSV)' })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(1280);
  await page.setViewportSize({ width: 375, height: 800 });

  // A period that ends before it starts: back on the agenda, said beside the two dates it keeps (not a bare page).
  await page.getByLabel('Du', { exact: true }).fill('2030-01-31');
  await page.getByLabel('Au', { exact: true }).fill('2030-01-01');
  await page.getByRole('button', { name: 'Réservations (CSV)' }).click();
  await expect(page).toHaveURL(/\/admin\/agenda\?export=invalide/);
  await expect(page.getByRole('alert').filter({ hasText: 'Période invalide' })).toBeVisible();
  await expect(page.getByLabel('Du', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Du', { exact: true })).toHaveAccessibleDescription(/Période invalide/);
  await expect(page.getByLabel('Du', { exact: true })).toHaveValue('2030-01-31');
  await expect(page.getByLabel('Au', { exact: true })).toHaveValue('2030-01-01');
  await expectNoA11yViolations(page);

  // The calendar feed: created, lists the ride; rotating it kills the old URL. Replacing an address is asked first
  // (the notifications spec may have created one already; it replaces the same address, so not at the same time).
  await exclusively('calendar', async () => {
    await page.reload(); // what the card says of an existing address is read when the page loads
    const create = page.getByRole('button', { name: /Créer (l’adresse du calendrier|une nouvelle adresse)/ });
    const replacing = (await create.innerText()).includes('nouvelle');
    await create.click();
    if (replacing) {
      await page
        .getByRole('alertdialog', { name: 'Remplacer l’adresse du calendrier\u00a0?' })
        .getByRole('button', { name: 'Créer une nouvelle adresse' })
        .click();
    }
    const feedUrl = await page.getByLabel('Adresse du calendrier (affichée une seule fois)').inputValue();
    expect(feedUrl).toMatch(/\/api\/calendar\/[\w-]{32}\.ics$/);
    const feed = await request.get(feedUrl);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`UID:${bookingRef}-aller@harmonymove`);
    expect(ics).toContain(`SUMMARY:Course ${bookingRef} — ${name}`);

    // Replacing it asks first: the calendars subscribed to it would stop updating. « Annuler » keeps it working.
    const replace = page.getByRole('button', { name: 'Créer une nouvelle adresse' });
    const ask = page.getByRole('alertdialog', { name: 'Remplacer l’adresse du calendrier\u00a0?' });
    const actions: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.headers()['next-action']) actions.push(r.url());
    });
    await replace.click();
    await expect(ask).toContainText(
      'les calendriers abonnés à l’ancienne adresse (votre téléphone, un autre appareil) ne se mettront plus à jour. Il faudra les abonner de nouveau',
    );
    await ask.getByRole('button', { name: 'Annuler' }).click();
    await expect(ask).toBeHidden();
    await expect(replace).toBeFocused();
    await expect(page.getByLabel('Adresse du calendrier (affichée une seule fois)')).toHaveValue(feedUrl);
    expect(actions).toEqual([]);
    expect((await request.get(feedUrl)).status()).toBe(200);
    // Confirmed: a new address, and the old one is dead.
    await replace.click();
    await ask.getByRole('button', { name: 'Créer une nouvelle adresse' }).click();
    await expect(page.getByLabel('Adresse du calendrier (affichée une seule fois)')).not.toHaveValue(feedUrl);
    expect((await request.get(feedUrl)).status()).toBe(404);
  });

  // The ride done: the invoice is issued, from the token page and from the admin.
  await page.goto('/admin/dashboard');
  await page.getByLabel('Rechercher une réservation').fill(bookingRef);
  // Marked done before its day (the booking is days ahead): the operator is warned the invoice is dated today.
  expect(await setReservationStatus(page, bookingRef, 'Terminée')).toContain(
    'Attention\u00a0: cette course est prévue le ',
  );
  await expect(toastWith(page, 'Statut mis à jour')).toBeVisible();
  const invoice = await request.get(`${voucherPath}/facture`);
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()['content-disposition']).toMatch(/facture-F-\d{4}-\d{4}\.pdf/);
  const invoiceName = /facture-F-\d{4}-\d{4}\.pdf/.exec(invoice.headers()['content-disposition'] ?? '')?.[0];
  await page.getByRole('button', { name: `Détails de la réservation ${bookingRef}` }).click();
  const invoiceNumber = (invoiceName as string).slice('facture-'.length, -'.pdf'.length);
  const link = page.getByRole('dialog').getByRole('link', { name: `Facture ${invoiceNumber} (PDF)` });
  const adminInvoice = await page.request.get((await link.getAttribute('href')) as string);
  expect(adminInvoice.status()).toBe(200);
  // The same invoice (same number) from both places.
  expect(adminInvoice.headers()['content-disposition']).toContain(invoiceName as string);
  await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).last().click();

  // Cancelled after all: a credit note cancels the invoice, and the booking stays cancelled.
  expect(await setReservationStatus(page, bookingRef, 'Annulée')).toContain(
    'Sa facture est annulée par un avoir (numéro définitif)',
  );
  await expect(page.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveValue('cancelled');
  const creditNote = await request.get(`${voucherPath}/avoir`);
  expect(creditNote.status()).toBe(200);
  expect(creditNote.headers()['content-type']).toBe('application/pdf');
  const creditName = /avoir-(A-\d{4}-\d{4})\.pdf/.exec(creditNote.headers()['content-disposition'] ?? '');
  expect(creditName).not.toBeNull();
  // The customer keeps the invoice it cancels; the voucher is gone with the ride.
  expect((await request.get(`${voucherPath}/facture`)).headers()['content-disposition']).toContain(
    invoiceName as string,
  );
  // Its link says the voucher is gone, and offers the two documents that stay.
  const gone = await (await request.get(voucherPath)).text();
  expect(gone).toContain(`La réservation ${bookingRef} n’est pas confirmée (ou a été annulée)`);
  expect(gone).toContain(`href="${voucherPath}/facture"`);
  expect(gone).toContain(`href="${voucherPath}/avoir"`);
  expect((await request.get(`${voucherPath}/pdf`)).status()).toBe(404);
  await page.getByRole('button', { name: `Détails de la réservation ${bookingRef}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: `Facture ${invoiceNumber} (PDF)` })).toBeVisible();
  const creditLink = dialog.getByRole('link', { name: `Avoir ${creditName?.[1]} (PDF)` });
  const adminCredit = await page.request.get((await creditLink.getAttribute('href')) as string);
  expect(adminCredit.headers()['content-disposition']).toContain(creditName?.[0] as string);
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  // Confirming it again would leave a ride without an invoice: no other status is offered, with the reason and what
  // to do (the server's refusal: e2e/admin.spec.ts).
  await expect(page.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveAccessibleDescription(
    `La facture de cette réservation est annulée par l’avoir ${creditName?.[1]}\u00a0: elle reste annulée. Pour ce trajet, créez une nouvelle réservation.`,
  );
  await expect(
    page.getByLabel(`Statut de la réservation ${bookingRef}`).locator('option', { hasText: 'Confirmée' }),
  ).toHaveJSProperty('disabled', true);
  await expect(page.getByLabel(`Statut de la réservation ${bookingRef}`)).toHaveValue('cancelled');

  // The sales journal of yesterday and today (midnight may have passed since the invoice), from the agenda's form:
  // the invoice and the credit note that cancels it.
  await page.goto('/admin/agenda');
  const [yesterday, today] = [parisDate(-1), parisDate(0)];
  await page.getByLabel('Du', { exact: true }).fill(yesterday);
  await page.getByLabel('Au', { exact: true }).fill(today);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Journal des ventes (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`journal-des-ventes-${yesterday}_${today}.csv`);
  const journal = (await readFile((await file.path()) as string, 'utf8')).split('\r\n');
  expect(journal.find((line) => line.includes(`;Facture;${invoiceNumber};`))).toContain(
    `;${bookingRef};${name};`,
  );
  expect(journal.find((line) => line.includes(`;Avoir;${creditName?.[1]};${invoiceNumber};`))).toMatch(
    /;-\d+,\d{2};-\d+,\d{2};-\d+,\d{2};/,
  );
});

test('the legal pages print the same configured identity as the vouchers', async ({ request }) => {
  for (const path of ['/mentions-legales', '/cgv']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(legal.LEGAL_SIREN);
    expect(html, path).toContain(legal.LEGAL_VTC_REGISTER);
    expect(html, path).toContain(legal.LEGAL_MEDIATOR_NAME);
    expect(html, path).not.toContain('000 000 000');
  }
  expect(await (await request.get('/mentions-legales')).text()).toContain(legal.LEGAL_ADDRESS);
});
