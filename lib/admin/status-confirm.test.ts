import { statusConfirmNotes } from './status-confirm';

const now = new Date('2026-11-27T10:00:00Z');
const booking = { pickupTime: '2026-12-01T07:00:00Z', priceCents: 9000, paidOnline: false };

describe('statusConfirmNotes', () => {
  it('says what the change does', () => {
    expect(statusConfirmNotes(booking, 'paid', now)).toEqual([
      'Le client en est averti par e-mail («\u00a0Réservation confirmée\u00a0»).',
    ]);
  });

  it('reminds the operator to refund a card payment when cancelling', () => {
    const notes = statusConfirmNotes({ ...booking, paidOnline: true }, 'cancelled', now);
    expect(notes).toHaveLength(2);
    expect(notes[1]).toMatch(
      /^Le client a payé 90,00\s€ en ligne\u00a0: ce paiement n’est pas remboursé automatiquement/,
    );
    expect(statusConfirmNotes(booking, 'cancelled', now)).toHaveLength(1);
  });

  it('warns that a ride still to come would be invoiced today', () => {
    expect(statusConfirmNotes(booking, 'completed', now)[1]).toBe(
      'Attention\u00a0: cette course est prévue le 01/12/2026 à 08:00. La facture sera émise dès maintenant, datée d’aujourd’hui.',
    );
    const done = { ...booking, pickupTime: '2026-11-26T07:00:00Z' };
    expect(statusConfirmNotes(done, 'completed', now)).toHaveLength(1);
  });
});
