import { statusConfirmNotes } from './status-confirm';

const now = new Date('2026-11-27T10:00:00Z');
const booking = {
  channel: 'wizard' as const,
  paymentStatus: 'pending' as const,
  pickupTime: '2026-12-01T07:00:00Z',
  priceCents: 9000,
  paidOnline: false,
  invoiced: false,
};

describe('statusConfirmNotes', () => {
  it('says what the change does', () => {
    expect(statusConfirmNotes(booking, 'paid', now)).toEqual([
      'Le client en est averti par e-mail («\u00a0Réservation confirmée\u00a0»).',
    ]);
  });

  it('says the e-mail waits in the outbox while SMTP is not configured (an invoice is issued all the same)', () => {
    const waits =
      'L’envoi d’e-mails n’est pas encore configuré\u00a0: ce message attend dans «\u00a0Notifications\u00a0» et partira dès qu’il le sera, s’il est encore à jour.';
    expect(statusConfirmNotes(booking, 'paid', now, false)).toEqual([
      'Le client en est averti par e-mail («\u00a0Réservation confirmée\u00a0»).',
      waits,
    ]);
    expect(statusConfirmNotes(booking, 'cancelled', now, false)).toContain(waits);
    expect(statusConfirmNotes(booking, 'completed', now, false)).not.toContain(waits);
    expect(statusConfirmNotes(booking, 'paid', now, true)).not.toContain(waits);
  });

  it('reminds the operator to refund a card payment when cancelling', () => {
    const notes = statusConfirmNotes({ ...booking, paidOnline: true }, 'cancelled', now);
    expect(notes).toHaveLength(2);
    expect(notes[1]).toMatch(
      /^Le client a payé 90,00\s€ en ligne\u00a0: ce paiement n’est pas remboursé automatiquement/,
    );
    expect(statusConfirmNotes(booking, 'cancelled', now)).toHaveLength(1);
  });

  it('says that cancelling an invoiced booking cancels its invoice by a credit note, for good', () => {
    const creditNote =
      'Sa facture est annulée par un avoir (numéro définitif), dont le lien est envoyé au client avec l’annulation. Une réservation dont la facture est annulée reste annulée.';
    const paidOnline = { ...booking, paymentStatus: 'paid' as const, paidOnline: true };
    expect(statusConfirmNotes(paidOnline, 'cancelled', now)[2]).toBe(creditNote);
    const completed = { ...booking, paymentStatus: 'completed' as const };
    expect(statusConfirmNotes(completed, 'cancelled', now)).toEqual([
      'Le client en est averti par e-mail (« Réservation annulée »).',
      creditNote,
    ]);
    // Confirmed by hand (to be paid on board): no invoice yet, nothing to credit…
    const byHand = { ...booking, paymentStatus: 'paid' as const };
    expect(statusConfirmNotes(byHand, 'cancelled', now)).not.toContain(creditNote);
    // …unless it was invoiced at an earlier status (Terminée, then back to En attente).
    expect(statusConfirmNotes({ ...booking, invoiced: true }, 'cancelled', now)).toContain(creditNote);
  });

  it('a ride « Terminée » confirmed again: its invoice stands, and says it was settled on board', () => {
    const done = { ...booking, paymentStatus: 'completed' as const, invoiced: true };
    expect(statusConfirmNotes(done, 'paid', now)).toEqual([
      'Le client en est averti par e-mail («\u00a0Réservation confirmée\u00a0»).',
      'Sa facture, émise quand la course a été marquée «\u00a0Terminée\u00a0», reste émise et dit la course réglée à bord. Si la course n’a pas eu lieu, passez-la plutôt à «\u00a0Annulée\u00a0»\u00a0: un avoir annule sa facture.',
    ]);
    // Paid online, its invoice says so whatever the status: nothing to warn of.
    expect(statusConfirmNotes({ ...done, paidOnline: true }, 'paid', now)).toHaveLength(1);
    // Without a price, no invoice.
    expect(statusConfirmNotes({ ...done, priceCents: null, invoiced: false }, 'paid', now)).toHaveLength(1);
  });

  it('warns that a ride still to come would be invoiced today', () => {
    expect(statusConfirmNotes(booking, 'completed', now)[1]).toBe(
      'Attention\u00a0: cette course est prévue le 01/12/2026 à 08:00. La facture sera émise dès maintenant, datée d’aujourd’hui.',
    );
    const done = { ...booking, pickupTime: '2026-11-26T07:00:00Z' };
    expect(statusConfirmNotes(done, 'completed', now)).toHaveLength(1);
  });

  it('a contact or business message: no e-mail, no invoice, no document — whatever its past', () => {
    for (const channel of ['contact', 'business'] as const) {
      const message = { ...booking, channel, pickupTime: null, priceCents: null };
      const handled = statusConfirmNotes(message, 'completed', now);
      expect(handled).toEqual([
        'Le message est marqué «\u00a0Traitée\u00a0». Le client n’est pas averti par e-mail et aucun document n’est émis\u00a0: un message n’est pas une réservation.',
      ]);
      expect(handled.join(' ')).not.toMatch(/facture/);
      expect(statusConfirmNotes({ ...message, invoiced: true }, 'cancelled', now)).toEqual([
        'Le message est classé «\u00a0Annulée\u00a0». Le client n’est pas averti par e-mail.',
      ]);
    }
  });
});
