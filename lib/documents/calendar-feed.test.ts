// The calendar feed's lines (RFC 5545 §3.1): at most 75 octets, folded with CRLF + one space, never inside a UTF-8
// sequence, and unfolding gives the text back.
import { storedReservation } from '@/lib/testing/reservation';
import { withVatExemption } from '@/lib/testing/vat-exemption';
import { buildFeed, foldCalendarLines } from './calendar-feed';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
/** iCalendar TEXT escaping (RFC 5545 §3.3.11), as the `ics` package writes it. */
const escaped = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`);

/** Each physical line decoded on its own, strictly: a fold inside a UTF-8 sequence would throw. */
function physicalLines(text: string): string[] {
  const bytes = Buffer.from(text, 'utf8');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const lines: string[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      lines.push(decoder.decode(bytes.subarray(start, i)));
      start = i + 2;
      i += 1;
    }
  }
  lines.push(decoder.decode(bytes.subarray(start)));
  return lines;
}

describe('calendar feed: lines folded by octets', () => {
  const pickup =
    'Résidence « Les Hêtres Pourprés », bâtiment É, 12 allée de l’Église-Saint-Étienne, 91410 Saint-Cyr-sous-Dourdan';
  const dropoff = 'Aéroport de Paris-Charles-de-Gaulle — Terminal 2É, Hall « Arrivées », Roissy-en-France';

  it('a long French address with accents: every physical line ≤ 75 octets, and unfolding gives the text back', () => {
    const feed = buildFeed(
      [
        storedReservation({
          fullName: 'Hélène-Bérénice Lefèvre-Dûrand',
          pickupLocation: pickup,
          dropoffLocation: dropoff,
          paymentStatus: 'paid',
          updatedAt: '2026-11-23T08:00:00.000Z',
        }),
      ],
      'https://www.harmonymove.fr',
    );
    const lines = physicalLines(feed);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    // Folded lines exist, each continuation starts with one space.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const text = unfold(feed);
    expect(text).toContain(`LOCATION:${escaped(pickup)}\r\n`);
    expect(text).toContain(`Départ : ${escaped(pickup)}\\n`);
    expect(text).toContain(`Arrivée : ${escaped(dropoff)}\\n`);
    expect(text).toContain('SUMMARY:Course HM-X6O0V — Hélène-Bérénice Lefèvre-Dûrand\r\n');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
  });

  it('folds at 75 octets exactly, 74 after the leading space, around two-, three- and four-octet characters', () => {
    const line = `DESCRIPTION:${'é'.repeat(40)}’—${'a'.repeat(50)}🚗${'É'.repeat(30)}`;
    const folded = foldCalendarLines(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`);
    const lines = physicalLines(folded);
    for (const physical of lines) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThanOrEqual(2);
    expect(unfold(folded)).toBe(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`);
    // ASCII: 75, then 1 + 74.
    const ascii = foldCalendarLines('x'.repeat(200)).split('\r\n');
    expect(ascii.map(octets)).toEqual([75, 75, 52]); // 75 + 74 + 51 characters
    expect(ascii[1]?.startsWith(' x')).toBe(true);
  });

  it('a short line and the empty calendar stay as they are', () => {
    expect(foldCalendarLines('VERSION:2.0\r\n')).toBe('VERSION:2.0\r\n');
    expect(buildFeed([], 'https://www.harmonymove.fr')).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Harmony Move//Agenda//FR\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:Harmony Move — courses\r\nEND:VCALENDAR\r\n',
    );
  });
});

describe('calendar feed: the price line', () => {
  const feed = () =>
    unfold(
      buildFeed(
        [storedReservation({ priceCents: 8000, paymentStatus: 'paid' })],
        'https://www.harmonymove.fr',
      ),
    );

  it('says « TTC », or the price as it is when the operator charges no VAT', () => {
    expect(feed()).toContain(`${escaped('Prix : 80,00 € TTC')}\\n`);
    const exempt = withVatExemption(feed);
    expect(exempt).toContain(`${escaped('Prix : 80,00 €')}\\n`);
    expect(exempt).not.toContain('TTC');
  });
});
