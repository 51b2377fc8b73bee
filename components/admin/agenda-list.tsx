// 'À venir': the rides of today, tomorrow and the rest of the week, with one-tap call / WhatsApp / SMS links and, once
// a ride is confirmed, its voucher: what a driver shows at a roadside check, one tap from the day's list.
import { FileText, MessageCircle, MessageSquare, Phone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { settlementText, type AgendaGroup, type Ride } from '@/lib/documents/agenda';
import { contactLinks } from '@/lib/documents/format';
import { isConfirmed } from '@/lib/documents/rules';
import { formatParisDate, formatParisTime } from '@/lib/format/dates';
import { isPaidOnline, statusLabel } from '@/lib/domain/reservations';
import { countOf, NOUNS } from '@/lib/booking/plural';

const linkClass =
  'inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-md border bg-background px-3 text-sm font-semibold shadow-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring';

function RideCard({ ride, withDate }: { ride: Ride; withDate: boolean }) {
  const r = ride.reservation;
  const contact = contactLinks(r.phone);
  const settlement = settlementText(r);
  return (
    // wrap-anywhere (inherited) and min-w-0: a name or an address typed as one long word wraps inside the card,
    // whole; overflow-wrap: break-word alone still let its width stretch the page past a phone's screen.
    <li className="bg-background flex min-w-0 flex-col gap-3 rounded-xl border p-4 wrap-anywhere shadow-sm">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-xl font-bold tabular-nums">
          {withDate && (
            <span className="text-muted-foreground mr-2 text-base">{formatParisDate(ride.at)}</span>
          )}
          {formatParisTime(ride.at)}
        </p>
        <p className="min-w-0 font-semibold">{r.fullName}</p>
        <Badge variant={r.paymentStatus === 'pending' ? 'outline' : 'secondary'}>
          {statusLabel(r.paymentStatus)}
        </Badge>
        {ride.leg === 'return' && <Badge variant="outline">Retour</Badge>}
        <span className="text-muted-foreground text-sm">{r.bookingRef}</span>
      </div>
      <dl className="grid grid-cols-[minmax(0,1fr)] gap-1 text-sm sm:grid-cols-[6rem_minmax(0,1fr)]">
        <dt className="text-muted-foreground">Départ</dt>
        <dd>{ride.from ?? '—'}</dd>
        <dt className="text-muted-foreground">Arrivée</dt>
        <dd>{ride.to ?? '—'}</dd>
        {ride.flightTrainNumber && (
          <>
            <dt className="text-muted-foreground">Vol / train</dt>
            <dd>{ride.flightTrainNumber}</dd>
          </>
        )}
        {r.passengers !== null && (
          <>
            <dt className="text-muted-foreground">Passagers</dt>
            <dd>
              {[
                r.passengers,
                r.holdBags ? countOf(r.holdBags, NOUNS.holdBag) : null,
                r.booster ? countOf(r.booster, NOUNS.booster) : null,
              ]
                .filter((part) => part !== null)
                .join(' · ')}
            </dd>
          </>
        )}
      </dl>
      {settlement && (
        <p className={isPaidOnline(r) ? 'text-sm font-semibold text-emerald-800' : 'text-sm font-semibold'}>
          {settlement}
        </p>
      )}
      {contact ? (
        <div className="flex flex-wrap gap-2">
          <a href={contact.tel} className={linkClass} aria-label={`Appeler ${r.fullName} (${r.phone})`}>
            <Phone aria-hidden="true" className="size-4" />
            Appeler
          </a>
          <a
            href={contact.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
            aria-label={`Écrire à ${r.fullName} sur WhatsApp`}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            WhatsApp
          </a>
          <a href={contact.sms} className={linkClass} aria-label={`Envoyer un SMS à ${r.fullName}`}>
            <MessageSquare aria-hidden="true" className="size-4" />
            SMS
          </a>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">Téléphone non communiqué&nbsp;: {r.email}</p>
      )}
      {isConfirmed(r) && (
        <a
          href={`/api/admin/vouchers/${r.id}`}
          target="_blank"
          rel="noopener"
          className={`${linkClass} self-start`}
          aria-label={`Bon de réservation ${r.bookingRef} (PDF)`}
        >
          <FileText aria-hidden="true" className="size-4" />
          Bon de réservation
        </a>
      )}
    </li>
  );
}

export function AgendaList({ groups }: { groups: AgendaGroup[] }) {
  return (
    <div className="flex min-w-0 flex-col gap-8">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`agenda-${group.key}`} className="flex flex-col gap-3">
          <h2 id={`agenda-${group.key}`} className="text-lg font-semibold">
            {group.label}{' '}
            <span className="text-muted-foreground text-sm font-normal">
              ({group.rides.length} course{group.rides.length > 1 ? 's' : ''})
            </span>
          </h2>
          {group.rides.length === 0 ? (
            <p className="text-muted-foreground text-sm">Aucune course.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {group.rides.map((ride) => (
                <RideCard key={ride.key} ride={ride} withDate={group.key === 'week'} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
