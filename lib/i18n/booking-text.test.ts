// The English wizard's copy (lib/i18n/booking-text.ts): every French message the wizard can show has its English
// text, the price breakdown reads in English, and the French copy is the French wizard's.
import {
  ADDRESS_MESSAGES,
  DATE_MESSAGES,
  FORM_MESSAGES,
  PRICING_MESSAGES,
  STEP1_CHECKS,
  STEP2_MESSAGES,
  VEHICLE_MESSAGES,
} from '@/lib/booking/messages';
import { SAME_PLACE_MESSAGE } from '@/lib/booking/same-place';
import { STEP1_FIELD_TITLE } from '@/lib/booking/step1-schema';
import { buildWhatsAppMessage, CUSTOMER_SPEAKS_ENGLISH } from '@/lib/booking/whatsapp';
import { MAPS_MESSAGES } from '@/lib/maps/messages';
import { PAYMENT_MESSAGES } from '@/lib/payments/messages';
import { computeQuote, DEFAULT_PRICE_SETTINGS, getFixedPackage } from '@/lib/pricing';
import type { LocalRoute } from '@/lib/pricing/local-routes';
import { REQUEST_MESSAGES } from '@/lib/requests/messages';
import { CONTROL_CHARACTER_MESSAGE } from '@/lib/requests/text';
import { bookingText, englishErrors } from './booking-text';
import { translatedLine } from './breakdown';
import { formatEuros } from '@/lib/format/money';
import { formatKm } from '@/lib/pricing/format';
import { fill, translated } from './fill';

const FRENCH_WORDS =
  /\b(Prix|TTC|HT|TVA|Trajet|trajet|Remise|Deux|Tarif|Prise|appliqué|aller|Berline|Aéroport|Forfait|forfait|Calculé)\b/u;

describe('the English wizard copy', () => {
  it('translates every French message the wizard can show', () => {
    const map = englishErrors();
    const french = [
      ...Object.values(STEP1_CHECKS).flatMap((c) => [c.title, c.message]),
      ...Object.values(DATE_MESSAGES).flatMap((m) => (typeof m === 'string' ? [m] : [m.title, m.message])),
      ADDRESS_MESSAGES.parisOnly,
      ADDRESS_MESSAGES.disneyOnly,
      ADDRESS_MESSAGES.parisHint,
      ADDRESS_MESSAGES.chooseFromList,
      SAME_PLACE_MESSAGE,
      ADDRESS_MESSAGES.catalogueOnly,
      ADDRESS_MESSAGES.googleUnavailable,
      ADDRESS_MESSAGES.autocompleteDisabled,
      ADDRESS_MESSAGES.unavailableTitle,
      PRICING_MESSAGES.quoteFailedTitle,
      PRICING_MESSAGES.missingData,
      PRICING_MESSAGES.invalidVehicle,
      PRICING_MESSAGES.missingSettings,
      CONTROL_CHARACTER_MESSAGE,
      FORM_MESSAGES.required,
      FORM_MESSAGES.invalidEmail,
      FORM_MESSAGES.invalidPhone,
      FORM_MESSAGES.tooLong,
      FORM_MESSAGES.invalidValue,
      FORM_MESSAGES.invalidCoordinates,
      STEP2_MESSAGES.vehicleRequired.message,
      VEHICLE_MESSAGES.noneAvailable,
      PRICING_MESSAGES.estimate,
      MAPS_MESSAGES.distanceFailed.title,
      MAPS_MESSAGES.distanceFailed.description,
      MAPS_MESSAGES.serviceError.title,
      MAPS_MESSAGES.serviceError.description,
      MAPS_MESSAGES.locationError.title,
      MAPS_MESSAGES.locationError.description,
      PAYMENT_MESSAGES.checkoutUnavailable,
      PAYMENT_MESSAGES.checkoutDisabled,
      STEP1_FIELD_TITLE,
      ...Object.values(REQUEST_MESSAGES).flatMap((m) => [m.title, m.message]),
    ];
    expect(french.filter((text) => !(text in map))).toEqual([]);
    for (const text of french) expect(translated(text, map)).not.toBe(text);
  });

  it('leaves French as it is: no map, no breakdown words, the French package title', () => {
    const pkg = getFixedPackage('orly-paris') ?? null;
    const fr = bookingText('fr', pkg);
    expect(fr.errors).toBeNull();
    expect(fr.breakdown).toBeNull();
    expect(fr.packageTitle).toBe(pkg?.title);
    expect(fr.ui.step1Label).toBe('Étape 1 sur 2');
    expect(fr.links.terms).toBe('/cgv');
    expect(translated(STEP1_CHECKS.terms.message, fr.errors)).toBe(STEP1_CHECKS.terms.message);
    const en = bookingText('en', pkg);
    expect(en.packageTitle).toBe('Orly Airport → Paris');
    expect(en.links).toEqual({ terms: '/en/terms', privacy: '/en/privacy', contact: '/en/contact' });
    expect(fill(en.ui.orMore, { count: 8 })).toBe('8 or more');
  });

  it('reads the price breakdown in English, euros the English way', () => {
    const en = bookingText('en');
    const orly = { address: 'Orly 4', lat: 48.7262, lng: 2.3652 };
    const paris = { address: 'Gare de Lyon, Paris', lat: 48.8443, lng: 2.3744 };
    const dourdan = { address: 'Place du Général de Gaulle, 91410 Dourdan', lat: 48.529, lng: 2.0113 };
    const chartres = { address: 'Chartres', lat: 48.4439, lng: 1.489 };
    const etampes = { address: '91150 Étampes', lat: 48.4346, lng: 2.1617 };
    // A row of the local tables: berline with its round-trip price, van with twice its one-way price.
    const localRoutes: LocalRoute[] = [
      {
        id: 'etampes',
        start: 'Dourdan',
        end: 'Étampes',
        from: { kind: 'town', towns: ['dourdan'], postcodes: ['91410'] },
        to: { kind: 'town', towns: ['etampes'], postcodes: ['91150'] },
        prices: {
          berline: { oneWayCents: 4000, roundTripCents: 7500, roundTripComputed: false },
          van: { oneWayCents: 6000, roundTripCents: 12000, roundTripComputed: true },
        },
      },
    ];
    for (const [departure, destination, vehicleType] of [
      [orly, paris, 'berline'],
      [dourdan, chartres, 'berline'],
      [dourdan, etampes, 'berline'],
      [etampes, dourdan, 'van'],
      [orly, dourdan, 'berline'],
    ] as const) {
      for (const tripType of ['oneWay', 'roundTrip'] as const) {
        const result = computeQuote(
          { departure, destination, vehicleType, tripType },
          DEFAULT_PRICE_SETTINGS,
          {
            localRoutes,
          },
        );
        if (!result.ok) throw new Error(result.message);
        const lines = result.quote.breakdown.map((l) => translatedLine(l, en.breakdown, en.locale));
        for (const line of lines) {
          expect(line).not.toMatch(FRENCH_WORDS);
          expect(line).not.toMatch(/\d,\d{2}\s?€/);
        }
        expect(lines.at(-1 - (result.quote.isEstimate ? 1 : 0))).toMatch(/^Total incl\. VAT: €\d+\.\d{2}$/);
        if (destination === etampes && tripType === 'oneWay') {
          expect(lines.slice(0, 2)).toEqual([
            'Local package: Dourdan → Étampes (Comfort Saloon, one way)',
            'Package price: €40.00 incl. VAT',
          ]);
        }
        if (departure === orly && destination === dourdan && tripType === 'oneWay') {
          // The way home at the Dourdan → Orly fare, its title written the trip's way.
          expect(lines[0]).toBe('Fixed-price trip: Orly Airport → Dourdan (Comfort Saloon, one way)');
        }
        if (departure === etampes && tripType === 'roundTrip') {
          expect(lines[1]).toBe('Calculated return fare: 2 × €60.00 incl. VAT');
        }
      }
    }
  });

  it('writes distances the English way, thousands included', () => {
    const en = bookingText('en');
    const line = (km: number) =>
      translatedLine(
        `Distance\u00a0: ${formatKm(km)} × ${formatEuros(200)} = ${formatEuros(Math.round(km * 200))} HT`,
        en.breakdown,
        en.locale,
      );
    expect(line(23.4)).toMatch(/^Distance: 23\.4\u00a0km × €2\.00 = €46\.80/);
    expect(line(1234.5)).toMatch(/^Distance: 1,234\.5\u00a0km × €2\.00 = €2,469\.00/);
    expect(line(12)).toMatch(/^Distance: 12\u00a0km × /);
    expect(line(1000)).toMatch(/^Distance: 1,000\u00a0km × /);
  });

  it("keeps the operator's message French and names the English customer's language", () => {
    const summary = {
      bookingRef: 'HM-ABCDE',
      tripType: 'oneWay' as const,
      departureAddress: 'Dourdan',
      destinationAddress: 'Orly 4',
      pickupDate: '2026-12-24',
      pickupTime: '10:00',
      passengers: 2,
      holdBags: 1,
      contactName: 'Jane Smith',
      contactPhone: '+44 7700 900123',
      contactEmail: 'jane@example.com',
    };
    expect(buildWhatsAppMessage({ ...summary, customerLocale: 'en' })).toContain(CUSTOMER_SPEAKS_ENGLISH);
    expect(buildWhatsAppMessage({ ...summary, customerLocale: 'en' })).toContain('Bonjour Harmony Move');
    expect(buildWhatsAppMessage(summary)).not.toContain(CUSTOMER_SPEAKS_ENGLISH);
  });
});
