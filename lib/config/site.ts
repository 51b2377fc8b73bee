// Site facts: the single place for the business identity, contact details and claims.
// Values marked PLACEHOLDER are not known yet and must be filled in by the operator before going live.

export const site = {
  name: 'Harmony Move',
  tagline: 'Votre partenaire de confiance pour des déplacements sereins au départ de Dourdan et sa région.',
  shortDescription:
    'Chauffeur VTC à Dourdan\u00a0: transferts à prix fixes vers Orly, Roissy-CDG, Beauvais, les gares parisiennes et Disneyland Paris, 24h/24 sur réservation.',
  /**
   * The operator's mobile number, written as people read it, and e-mail: LEGAL_PHONE and LEGAL_EMAIL, written into the
   * build by next.config.ts (lib/config/business-contact.ts); the PLACEHOLDER values stand in without them.
   */
  phone: process.env.SITE_PHONE || '+33 6 12 34 56 78',
  email: process.env.SITE_EMAIL || 'contact@harmonymove.fr',
  /**
   * Where the business is based (the town, for search engines and the package pages' provider). The street address of
   * the registered office is the legal identity's LEGAL_ADDRESS (lib/config/legal.ts), never written here.
   */
  address: {
    postalCode: '91410',
    addressLocality: 'Dourdan',
    addressRegion: 'Essonne',
    addressCountry: 'FR',
  },
  geo: { latitude: 48.529, longitude: 2.011 },
  openingHours: { days: 'every day', opens: '00:00', closes: '23:59' },
  priceRange: '€€',
  foundedYear: 2023,
  /** The Blog menu entry opens in a new tab (docs/product.md#pages-shell); our own blog lives at /blog. */
  blogUrl: '/blog',
  // The company's social profiles are configuration: SOCIAL_*_URL (lib/config/social.ts); none by default.
  claims: {
    service: 'Service 24h/24 et 7j/7 sur réservation',
    drivers: 'Chauffeurs bilingues (français et anglais)',
    flightTracking: 'Suivi de votre vol en temps réel',
    greeting: 'Accueil personnalisé avec pancarte nominative',
    airportWait: "1 heure d'attente incluse dans les aéroports",
    vehicles: 'Mercedes Classe E ou Tesla Model Y',
    founded: 'Entreprise fondée en 2023',
    fixedPrices: 'Prix fixes, non affectés par le trafic',
    bookingChannels:
      'Réservation uniquement par le formulaire en ligne ou par WhatsApp\u00a0: les appels et SMS ne sont pas acceptés.',
  },
  legal: {
    companyName: 'Harmony Move',
    address: 'Dourdan, 91410 Dourdan', // PLACEHOLDER: registered office (LEGAL_ADDRESS)
    companyForm: 'SASU au capital de 1\u00a0000\u00a0€', // PLACEHOLDER
    siren: '000 000 000', // PLACEHOLDER
    vtcRegisterNumber: 'EVTC 000000000', // PLACEHOLDER: registre des exploitants VTC
    vatNumber: 'FR00 000000000', // PLACEHOLDER
    publicationDirector: 'Le dirigeant de Harmony Move', // PLACEHOLDER
    host: {
      name: 'Vercel Inc.', // PLACEHOLDER: the actual host (LEGAL_HOST)
      address: '440 N Barranca Ave #4133, Covina, CA 91723, États-Unis', // PLACEHOLDER (LEGAL_HOST_ADDRESS)
    },
    mediator: {
      name: 'CM2C — Centre de la Médiation de la Consommation de Conciliateurs de Justice', // PLACEHOLDER
      url: 'https://www.cm2c.net',
    },
  },
} as const;

/** Digits only, international form without '+': what wa.me links need. */
export const phoneDigits = process.env.SITE_PHONE_DIGITS || site.phone.replace(/[^\d]/g, '');

export function whatsappUrl(text?: string): string {
  const base = `https://wa.me/${phoneDigits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
