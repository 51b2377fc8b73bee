// The address field's « no address found » hint (address-combobox.tsx): shown when the search found nothing and there
// is no Google to ask, with places to try in the page's language (the catalogue's Booking.noMatch*), French outside
// the wizard's copy (the French home box), and named by the input's aria-describedby.
import { renderToStaticMarkup } from 'react-dom/server';
import { bookingText } from '@/lib/i18n/booking-text';
import { catalogues } from '@/lib/i18n/messages';
import type { PlaceRestriction } from '@/lib/places/catalogue';
import { AddressCombobox } from './address-combobox';
import { BookingTextProvider } from './booking-text';

function field(noMatch: boolean, restriction?: PlaceRestriction) {
  return (
    <AddressCombobox
      input={{ id: 'depart', 'aria-describedby': 'depart-notices', value: 'Big Ben', readOnly: true }}
      showList={false}
      listId="depart-listbox"
      listLabel="Suggestions"
      suggestions={[]}
      onChoose={() => undefined}
      noMatch={noMatch}
      restriction={restriction}
    />
  );
}

/** The hint's text, and the input's aria-describedby. */
function render(node: React.ReactNode) {
  const html = renderToStaticMarkup(node);
  const hint = /<p id="depart-listbox-aucun"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
  const describedBy = /<input[^>]*aria-describedby="([^"]*)"/.exec(html)?.[1];
  return { hint: hint?.replaceAll('&quot;', '"'), describedBy };
}

const english = bookingText('en');
const french = bookingText('fr');

describe('the address field says when no address is found', () => {
  it('in French outside the wizard (the home box), the catalogue’s text', () => {
    expect(render(field(true))).toEqual({
      hint: catalogues.fr.Booking.noMatch,
      describedBy: 'depart-notices depart-listbox-aucun',
    });
    expect(catalogues.fr.Booking.noMatch).toMatch(/^Aucune adresse trouvée.*Gare de Dourdan/);
  });

  it('in the page’s language in the wizard, with places of the package’s zone', () => {
    const inWizard = (text: typeof english, restriction?: PlaceRestriction) =>
      render(<BookingTextProvider value={text}>{field(true, restriction)}</BookingTextProvider>).hint;
    expect(inWizard(english)).toBe('No address found: try “Orly”, “CDG”, “Dourdan station”…');
    expect(inWizard(english, 'paris')).toBe(catalogues.en.Booking.noMatchParis);
    expect(inWizard(english, 'disney')).toBe(catalogues.en.Booking.noMatchDisney);
    expect(inWizard(french)).toBe(catalogues.fr.Booking.noMatch);
    expect(inWizard(french, 'paris')).toMatch(/^Aucune adresse trouvée dans Paris/);
  });

  it('says nothing while a search finds places (or has not answered)', () => {
    expect(render(field(false))).toEqual({ hint: '', describedBy: 'depart-notices' });
  });
});
