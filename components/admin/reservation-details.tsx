'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { LoaderCircle, UserX } from 'lucide-react';
import { anonymiseCustomer } from '@/app/admin/(protected)/dashboard/actions';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { RESERVATION_MESSAGES } from '@/lib/auth/messages';
import type { Reservation } from '@/lib/domain/records';
import { runAction } from './run-action';
import { billingLinks, isConfirmed, type ReservationDetailsRecord } from '@/lib/documents/rules';
import { formatParisDateTimeCompact } from '@/lib/format/dates';
import { formatEurosOrDash } from '@/lib/format/money';
import {
  CHANNEL_LABELS,
  CHECKOUT_STATE_LABELS,
  CUSTOMER_LANGUAGE_LABEL,
  isPaidOnline,
  LANGUAGE_NAMES_FR,
  PAYMENT_METHOD_LABELS,
  statusLabelFor,
} from '@/lib/domain/reservations';
import { TRIP_LABELS } from '@/lib/domain/trips';
import { VEHICLE_LABELS } from '@/lib/domain/vehicles';

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    // minmax(0, 1fr) and min-w-0: a long value (the quote's JSON lines) scrolls in its own box instead of widening
    // the dialog past the screen, which pushed its buttons out of reach on a phone; a name or an address typed as one
    // long word wraps (wrap-anywhere), whole.
    <div className="grid min-w-0 gap-0.5 border-b py-2 last:border-b-0 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-muted-foreground text-sm font-medium">{label}</dt>
      <dd className="min-w-0 text-sm wrap-anywhere whitespace-pre-line">{value ?? '—'}</dd>
    </div>
  );
}

function DocumentLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="text-primary text-sm font-semibold underline underline-offset-4"
    >
      {children}
    </a>
  );
}

const orDash = (value: string | number | null) => (value === null || value === '' ? '—' : value);

/** Every stored field of one reservation, including the server's quote snapshot. */
export function ReservationDetails({
  reservation,
  onOpenChange,
}: {
  reservation: ReservationDetailsRecord | null;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  // The record whose anonymisation is on its way: its button says so and is not pressed twice (another record's is free).
  const [anonymisingId, setAnonymisingId] = useState<string | null>(null);
  // The record as shown: replaced by the anonymised one after 'Anonymiser ce client'.
  const [shown, setShown] = useState<Reservation | null>(null);
  const r = shown && reservation && shown.id === reservation.id ? shown : reservation;
  const M = RESERVATION_MESSAGES.anonymise;
  const anonymising = r !== null && anonymisingId === r.id;
  // Anonymising changes no document: the numbers loaded with the record stay.
  const billing = reservation?.billing ?? { invoice: null, creditNote: null };
  const links = r ? billingLinks(r, billing) : { invoice: false, creditNote: false };

  async function confirmAnonymise() {
    if (!r) return;
    setConfirming(false);
    const id = r.id;
    setAnonymisingId(id);
    const result = await runAction(() => anonymiseCustomer({ id }));
    setAnonymisingId((current) => (current === id ? null : current));
    if (!result) return;
    if (result.ok) {
      setShown(result.data.reservation);
      toast({ title: M.done(result.data.count), variant: 'success' });
      router.refresh();
      return;
    }
    toast({ title: M.failed, description: result.error, variant: 'destructive' });
  }

  return (
    <Dialog open={r !== null} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
        // The window itself takes the focus (its title is read), not its first focusable (a document link).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        {r && (
          <>
            <DialogHeader>
              <DialogTitle>Réservation {r.bookingRef}</DialogTitle>
              <DialogDescription>
                {CHANNEL_LABELS[r.channel]} · créée le {formatParisDateTimeCompact(r.createdAt)}
              </DialogDescription>
            </DialogHeader>
            {/* The documents first: at a roadside check the driver needs the voucher, not 30 rows to scroll. */}
            {(isConfirmed(r) || links.invoice || links.creditNote) && (
              <nav aria-label="Documents" className="flex flex-wrap gap-x-4 gap-y-2 border-b pb-3">
                {isConfirmed(r) && (
                  <DocumentLink href={`/api/admin/vouchers/${r.id}`}>Bon de réservation (PDF)</DocumentLink>
                )}
                {links.invoice && (
                  <DocumentLink href={`/api/admin/invoices/${r.id}`}>
                    {billing.invoice ? `Facture ${billing.invoice} (PDF)` : 'Facture (PDF)'}
                  </DocumentLink>
                )}
                {links.creditNote && (
                  <DocumentLink href={`/api/admin/invoices/${r.id}/avoir`}>
                    {billing.creditNote ? `Avoir ${billing.creditNote} (PDF)` : 'Avoir (PDF)'}
                  </DocumentLink>
                )}
              </nav>
            )}
            <dl className="min-w-0">
              <Field label="Référence" value={r.bookingRef} />
              <Field label="Canal" value={CHANNEL_LABELS[r.channel]} />
              <Field
                label={CUSTOMER_LANGUAGE_LABEL}
                value={LANGUAGE_NAMES_FR[r.locale === 'en' ? 'en' : 'fr']}
              />
              <Field label="Statut" value={statusLabelFor(r.paymentStatus, r.channel)} />
              <Field label="Nom" value={r.fullName} />
              <Field label="E-mail" value={<a href={`mailto:${r.email}`}>{r.email}</a>} />
              <Field
                label="Téléphone"
                value={r.phone ? <a href={`tel:${r.phone.replace(/[^+\d]/g, '')}`}>{r.phone}</a> : '—'}
              />
              <Field label="Société" value={orDash(r.companyName)} />
              <Field label="Message" value={orDash(r.message)} />
              <Field label="Départ" value={orDash(r.pickupLocation)} />
              <Field label="Arrivée" value={orDash(r.dropoffLocation)} />
              <Field label="Prise en charge" value={formatParisDateTimeCompact(r.pickupTime)} />
              <Field label="Vol / train" value={orDash(r.flightTrainNumber)} />
              <Field label="Type de trajet" value={r.tripType ? TRIP_LABELS[r.tripType] : '—'} />
              <Field label="Retour" value={formatParisDateTimeCompact(r.returnPickupTime)} />
              <Field label="Vol / train retour" value={orDash(r.returnFlightTrainNumber)} />
              <Field label="Véhicule" value={r.vehicleType ? VEHICLE_LABELS[r.vehicleType] : '—'} />
              <Field label="Passagers" value={orDash(r.passengers)} />
              <Field label="Bagages en soute" value={orDash(r.holdBags)} />
              <Field label="Rehausseurs" value={r.booster} />
              <Field label="Prix" value={formatEurosOrDash(r.priceCents)} />
              <Field label="Mode de paiement" value={PAYMENT_METHOD_LABELS[r.paymentMethod]} />
              <Field
                label="Paiement en ligne"
                value={r.checkoutState ? CHECKOUT_STATE_LABELS[r.checkoutState] : '—'}
              />
              {/* paid_at dates a confirmation by hand too: « Payée » only for money taken online. */}
              <Field
                label={isPaidOnline(r) ? 'Payée en ligne le' : 'Confirmée le'}
                value={formatParisDateTimeCompact(r.paidAt)}
              />
              <Field label="Mise à jour le" value={formatParisDateTimeCompact(r.updatedAt)} />
            </dl>
            {/* For support only (the quote as the server computed it, the request id, the Stripe session): last, folded.
                On a phone the summary takes the box's padding: a 44 px target, the box no taller. */}
            <details className="min-w-0 rounded-md border px-3 py-1 max-sm:py-0">
              <summary className="text-muted-foreground cursor-pointer py-2 text-sm font-medium max-sm:py-3">
                Détails techniques
              </summary>
              <dl className="min-w-0">
                <Field label="Session Stripe" value={orDash(r.stripeSessionId)} />
                <Field label="Identifiant de demande" value={orDash(r.requestId)} />
                <Field
                  label="Devis calculé (serveur)"
                  value={
                    r.quote === null || r.quote === undefined ? (
                      '—'
                    ) : (
                      <pre
                        tabIndex={0}
                        aria-label="Détail du devis"
                        className="bg-muted max-h-64 overflow-auto rounded-md p-3 text-xs whitespace-pre"
                      >
                        {JSON.stringify(r.quote, null, 2)}
                      </pre>
                    )
                  }
                />
              </dl>
            </details>
            {/* A close button at the end too: on a phone the record is long, and the × scrolls away with it. */}
            <div className="flex flex-wrap justify-end gap-3 border-t pt-4">
              <Button
                type="button"
                variant="destructive"
                aria-disabled={anonymising || undefined}
                aria-busy={anonymising || undefined}
                onClick={() => !anonymising && setConfirming(true)}
              >
                {anonymising ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : (
                  <UserX aria-hidden="true" />
                )}
                {M.button}
              </Button>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Fermer
                </Button>
              </DialogClose>
            </div>
          </>
        )}
      </DialogContent>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{M.title}</AlertDialogTitle>
            <AlertDialogDescription>{M.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{M.cancel}</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              onClick={confirmAnonymise}
            >
              {M.confirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Dialog>
  );
}
