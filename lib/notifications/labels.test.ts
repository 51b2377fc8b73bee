import {
  NOTIFICATION_MESSAGES,
  notificationBadgeVariant,
  notificationErrorLabel,
  notificationStateLabel,
  requeuedToast,
} from './labels';

describe("the outbox's labels", () => {
  it("'Renvoyer' without SMTP says the message only waits in the outbox", () => {
    expect(requeuedToast(true)).toEqual({ title: NOTIFICATION_MESSAGES.requeued });
    expect(requeuedToast(false)).toEqual({
      title: 'Notification remise en file d’envoi.',
      description: 'Elle partira dès que le serveur d’envoi sera configuré (SMTP_URL).',
    });
  });

  it('a pending row reads as not sent when no SMTP server is configured', () => {
    expect(notificationStateLabel('pending', false)).toBe('Non envoyée (SMTP non configuré)');
    expect(notificationStateLabel('pending', true)).toBe('En attente d’envoi');
    expect(notificationStateLabel('sent', false)).toBe('Envoyée');
  });

  it('a sent row is green, a failed one red, the others neutral', () => {
    expect(notificationBadgeVariant('sent')).toBe('success');
    expect(notificationBadgeVariant('failed')).toBe('destructive');
    expect(notificationBadgeVariant('pending')).toBe('secondary');
    expect(notificationBadgeVariant('sending')).toBe('secondary');
  });

  it('a row not sent because out of date says so, with SMTP or without, and its last error is the reason', () => {
    for (const smtp of [true, false]) {
      expect(notificationStateLabel('skipped', smtp)).toBe('Non envoyée (plus à jour)');
    }
    expect(notificationBadgeVariant('skipped')).toBe('outline');
    expect(notificationErrorLabel('skipped')).toBe('Motif');
    expect(notificationErrorLabel('failed')).toBe('Dernière erreur');
  });
});
