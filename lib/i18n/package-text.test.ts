import { DATE_MESSAGES, PRICE_TABLE_MESSAGES } from '@/lib/booking/messages';
import { TRIP_LABELS } from '@/lib/domain/trips';
import { PACKAGE_FORM_MESSAGES } from '@/lib/packages/messages';
import { VEHICLE_COLUMNS } from '@/lib/packages/price-table-model';
import { PACKAGE_PAGE_MESSAGES, REGION_LIST } from '@/lib/packages/regions';
import { serverText } from '@/lib/requests/localize';
import { catalogues } from './messages';
import {
  packageFormText,
  packageMessageMap,
  regionText,
  tripNames,
  vehicleColumns,
  yourPriceText,
} from './package-text';
import { formPathFor } from './routes';

describe('package pages and forms in both languages', () => {
  it('the French catalogue says what the French pages said', () => {
    for (const region of REGION_LIST) {
      const { name, title, metaTitle, metaDescription, intro } = regionText(region.slug, 'fr');
      expect({ name, title, metaTitle, metaDescription, intro }).toEqual({
        name: region.name,
        title: region.title,
        metaTitle: region.metaTitle,
        metaDescription: region.metaDescription,
        intro: region.intro,
      });
    }
    expect(vehicleColumns('fr')).toEqual(VEHICLE_COLUMNS);
    expect(tripNames('fr')).toEqual(TRIP_LABELS);
    const p = catalogues.fr.PackagePages;
    expect([p.empty, p.error, p.retryLater, p.otherRoutesLabel, p.otherRoutesAction, p.notAvailable]).toEqual(
      [
        PACKAGE_PAGE_MESSAGES.empty,
        PRICE_TABLE_MESSAGES.loadFailed,
        PRICE_TABLE_MESSAGES.retryLater,
        PACKAGE_PAGE_MESSAGES.otherRoutesLabel,
        PACKAGE_PAGE_MESSAGES.otherRoutesAction,
        PACKAGE_PAGE_MESSAGES.notAvailable,
      ],
    );
    const fr = packageFormText('fr');
    expect(fr.required).toEqual(PACKAGE_FORM_MESSAGES.required);
    expect(fr.sent).toEqual(PACKAGE_FORM_MESSAGES.redirect);
    expect(fr.invalidTitle).toBe(PACKAGE_FORM_MESSAGES.invalidTitle);
    expect(fr.messages).toEqual({});
    expect(fr.counts.hold_bags.slice(0, 3)).toEqual(['0 bagage', '1 bagage', '2 bagages']);
  });

  it('every French message of the package forms has its English text, in the browser and on the server', () => {
    const m = PACKAGE_FORM_MESSAGES;
    const french = [
      m.noPackage.title,
      m.noPackage.description,
      m.slotUnavailable.title,
      m.slotUnavailable.description,
      m.returnInvalid.title,
      m.returnInvalid.description,
      m.redirect.title,
      m.redirect.description,
      m.required.title,
      m.required.description,
      m.invalidTitle,
      m.fieldRequired,
      m.invalidEmail,
      m.invalidPhone,
      m.commune,
      m.terminal,
      m.flightNumber,
      m.trainNumber,
      m.roundTripModalTitle,
      // Each range the counts can be refused with (berline 1–4 passengers and 0–3 bags, van 1–7 and 0–6, boosters 0–2).
      m.outOfRange(1, 4),
      m.outOfRange(0, 3),
      m.outOfRange(1, 7),
      m.outOfRange(0, 6),
      m.outOfRange(0, 2),
      DATE_MESSAGES.required,
      DATE_MESSAGES.tooSoon,
      DATE_MESSAGES.slotUnavailable,
      DATE_MESSAGES.invalidDate,
    ];
    const map = packageMessageMap('en');
    for (const text of french) {
      expect({ text, english: map[text] }).toEqual({ text, english: expect.any(String) });
      expect(map[text]).not.toBe(text);
      expect(serverText(text, 'en')).toBe(map[text]);
    }
  });

  it('a count outside the vehicle reads in English, in the browser and from the server', () => {
    expect(packageMessageMap('en')[PACKAGE_FORM_MESSAGES.outOfRange(1, 4)]).toBe('Value between 1 and 4.');
    expect(serverText('Valeur entre 0 et 6.', 'en')).toBe('Value between 0 and 6.');
  });

  it('English counts, prices and form paths', () => {
    const en = packageFormText('en');
    expect(en.counts.hold_bags.slice(0, 3)).toEqual(['0 bags', '1 bag', '2 bags']);
    expect(en.counts.passengers[1]).toBe('1 passenger');
    expect(vehicleColumns('en').berline).toBe('Saloon (1-4 passengers)');
    expect(formPathFor('/reservation-forfait-aeroport?package=x&vehicle=van', 'en')).toBe(
      '/en/airport-booking?package=x&vehicle=van',
    );
    expect(formPathFor('/reservation-forfait?package=x', 'fr')).toBe('/reservation-forfait?package=x');
  });

  it('names the vehicle in the airport form’s price line, without nesting parentheses', () => {
    expect(yourPriceText('fr', 'berline')).toEqual({
      oneWay: 'Prix de votre trajet (Berline Confort, aller simple)\u00a0:',
      roundTrip: 'Prix de votre trajet (Berline Confort, aller-retour)\u00a0:',
    });
    expect(yourPriceText('en', 'van').roundTrip).toBe('Price of your ride (Premium Van, return):');
  });
});
