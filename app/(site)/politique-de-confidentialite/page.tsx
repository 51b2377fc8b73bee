// /politique-de-confidentialite — same page in English: components/pages/privacy-page.tsx.
import { PrivacyPage, privacyMetadata } from '@/components/pages/privacy-page';
import { legalIdentity } from '@/lib/config/legal';
import { serverEnv } from '@/lib/env';
import { RETENTION } from '@/lib/retention/policy';

export const metadata = privacyMetadata('fr');

export default function Page() {
  const env = serverEnv();
  const services = {
    usesGoogle: Boolean(env.GOOGLE_MAPS_SERVER_KEY || env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY),
    usesStripe: Boolean(env.STRIPE_SECRET_KEY),
  };
  return <PrivacyPage locale="fr" legal={legalIdentity()} services={services} retention={RETENTION} />;
}
