-- The outbox no longer sends what stopped being true (production audit, 2026-11-28). Without SMTP the operator
-- confirmed a booking, then set it back to « En attente »; weeks later SMTP was configured and the deliverer sent the
-- queued « Réservation confirmée », whose voucher link answered 404. The deliverer now checks a status message against
-- its booking when its turn comes (the rule of 'Renvoyer', lib/notifications/resend.ts) and, when the booking says
-- otherwise, records it as 'skipped' — never sent, the reason in last_error, shown in the admin as
-- « Non envoyée (plus à jour) ». A skipped row holds nothing back (claim_notifications waits only behind 'pending' and
-- 'sending' rows) and 'Renvoyer' puts it back in the queue once it is true again.
-- Idempotent (PGlite, PostgreSQL, Supabase).

alter table public.notifications drop constraint if exists notifications_status_check;
alter table public.notifications add constraint notifications_status_check
  check (status in ('pending', 'sending', 'sent', 'failed', 'skipped'));
