import type { Metadata } from 'next';
import { metadata as terms } from '@/app/(site)/cgv/page';
import { metadata as legalNotice } from '@/app/(site)/mentions-legales/page';
import { metadata as privacy } from '@/app/(site)/politique-de-confidentialite/page';
import { metadata as about } from '@/app/(site)/a-propos/page';
import { metadata as contact } from '@/app/(site)/contact/page';
import { metadata as business } from '@/app/(site)/offre-entreprise/page';
import { metadata as home } from '@/app/(site)/page';
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

describe('pageMetadata', () => {
  it('adds robots only when asked', () => {
    expect(pageMetadata({ title: 'T', description: 'D', path: '/x' }).robots).toBeUndefined();
    expect(pageMetadata({ title: 'T', description: 'D', path: '/x', noindex: true }).robots).toEqual({
      index: false,
      follow: true,
    });
  });
});
