// The drawing of the site's share image (Open Graph / Twitter: WhatsApp, Facebook, LinkedIn previews) and of its Apple
// touch icon, with next/og. `npx tsx scripts/share-images.tsx` writes them as plain files in public/ (see there why
// not Next's opengraph-image / apple-icon conventions). Offline: the fonts are read from node_modules (Noto Sans, also
// the documents' font, lib/documents/templates/pdf-fonts.ts), never downloaded.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { LogoMark } from '@/components/site/logo';
import { site } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/config';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/share-image-meta';

const COPY: Record<Locale, { headline: string; places: string; promise: string }> = {
  fr: {
    headline: 'Chauffeur VTC à Dourdan',
    places: 'Orly · Roissy-CDG · Beauvais · Gares parisiennes · Disneyland Paris',
    promise: 'Prix fixes · 24h/24 sur réservation · Chauffeurs bilingues',
  },
  en: {
    headline: 'Private driver in Dourdan',
    places: 'Orly · Roissy-CDG · Beauvais · Paris railway stations · Disneyland Paris',
    promise: 'Fixed prices · 24/7 on booking · Bilingual drivers',
  },
};

const NAVY = '#0f2a4a';
const EMERALD = '#34d399';

async function fonts() {
  const [regular, bold] = await Promise.all([
    readFile(
      path.join(
        process.cwd(),
        'node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      ),
    ),
    readFile(
      path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
    ),
  ]);
  return [
    { name: 'Noto Sans', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Noto Sans', data: bold, weight: 700 as const, style: 'normal' as const },
  ];
}

/** The 1200 × 630 share image: the brand, « Chauffeur VTC à Dourdan », where it drives and how. */
export async function renderShareImage(locale: Locale): Promise<ImageResponse> {
  const copy = COPY[locale];
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        color: '#ffffff',
        fontFamily: 'Noto Sans',
        backgroundColor: NAVY,
        backgroundImage: 'linear-gradient(135deg, #0f2a4a 0%, #14375f 60%, #0f2a4a 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 28 }}>
        <div style={{ display: 'flex', borderRadius: 28, border: '3px solid rgba(255,255,255,0.25)' }}>
          <LogoMark width={112} height={112} />
        </div>
        <div style={{ fontSize: 64, fontWeight: 700, letterSpacing: -1 }}>{site.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 84, fontWeight: 700, lineHeight: 1.05, letterSpacing: -2 }}>
          {copy.headline}
        </div>
        <div
          style={{
            display: 'flex',
            width: 160,
            height: 10,
            borderRadius: 5,
            backgroundColor: EMERALD,
            marginTop: 28,
          }}
        />
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, fontSize: 32, color: '#dbe4ef' }}>
        <div>{copy.places}</div>
        <div style={{ color: EMERALD, fontWeight: 700 }}>{copy.promise}</div>
      </div>
    </div>,
    { ...SHARE_IMAGE_SIZE, fonts: await fonts() },
  );
}

/** The Apple touch icon (180 × 180, opaque: iOS draws transparency as black and rounds the corners itself). */
export function renderAppleIcon(): ImageResponse {
  return new ImageResponse(<LogoMark width={180} height={180} rounded={false} />, {
    width: 180,
    height: 180,
  });
}
