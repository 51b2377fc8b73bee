import type { Metadata } from 'next';
import { metadata as terms } from '@/app/(site)/cgv/page';
import { metadata as legalNotice } from '@/app/(site)/mentions-legales/page';
import { metadata as privacy } from '@/app/(site)/politique-de-confidentialite/page';
import { metadata as about } from '@/app/(site)/a-propos/page';
import { metadata as contact } from '@/app/(site)/contact/page';
import { metadata as business } from '@/app/(site)/offre-entreprise/page';
import { metadata as home } from '@/app/(site)/page';
import { metadata as packageForm } from '@/app/(site)/reservation-forfait/page';
import { metadata as airportForm } from '@/app/(site)/reservation-forfait-aeroport/page';
import { metadata as englishPackageForm } from '@/app/en/package-booking/page';
import { pageMetadata } from './metadata';

describe('legal pages', () => {
  it.each([
    ['/mentions-legales', legalNotice],
    ['/cgv', terms],
    ['/politique-de-confidentialite', privacy],
  ] as [string, Metadata][])('%s is noindex', (path, metadata) => {
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates?.canonical).toBe(path);
  });
});

describe('content pages', () => {
  it.each([
    ['/', home],
    ['/a-propos', about],
    ['/contact', contact],
    ['/offre-entreprise', business],
  ] as [string, Metadata][])(
    '%s is indexable with description, canonical and Open Graph',
    (path, metadata) => {
      expect(metadata.robots).toBeUndefined();
      expect(metadata.description?.length).toBeGreaterThan(50);
      expect(metadata.alternates?.canonical).toBe(path);
      expect(metadata.openGraph).toMatchObject({ url: path, locale: 'fr_FR', siteName: 'Harmony Move' });
    },
  );
});

// The package forms are what their query makes them: a canonical or og:url naming the bare path (an error page, a
// redirect) would send a shared link there.
describe('package forms', () => {
  it.each([
    ['/reservation-forfait', packageForm],
    ['/reservation-forfait-aeroport', airportForm],
    ['/en/package-booking', englishPackageForm],
  ] as [string, Metadata][])('%s: noindex, no canonical, no og:url', (_path, metadata) => {
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.openGraph).not.toHaveProperty('url');
    expect(metadata.openGraph).toMatchObject({ siteName: 'Harmony Move' });
  });
});

describe('pageMetadata', () => {
  it('adds robots only when asked', () => {
    expect(pageMetadata({ title: 'T', description: 'D', path: '/x' }).robots).toBeUndefined();
    expect(pageMetadata({ title: 'T', description: 'D', path: '/x', noindex: true }).robots).toEqual({
      index: false,
      follow: true,
    });
  });
});

describe('share image (og:image, twitter:image)', () => {
  it('every page links the share image of its language, as a large card', () => {
    const fr = pageMetadata({ title: 'T', description: 'D', path: '/contact' });
    expect(fr.openGraph?.images).toEqual([
      {
        url: '/og/fr.png',
        width: 1200,
        height: 630,
        type: 'image/png',
        alt: expect.stringContaining('Chauffeur VTC à Dourdan'),
      },
    ]);
    expect(fr.twitter).toEqual({ card: 'summary_large_image' });
    const en = pageMetadata({ title: 'T', description: 'D', path: '/en/contact', locale: 'en' });
    expect(en.openGraph?.images).toEqual([
      expect.objectContaining({
        url: '/og/en.png',
        alt: expect.stringContaining('Private driver'),
      }),
    ]);
  });

  it.each([
    ['/', home],
    ['/contact', contact],
    ['/mentions-legales', legalNotice],
  ] as [string, Metadata][])('%s carries it', (_path, metadata) => {
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: '/og/fr.png' })]);
  });
});
