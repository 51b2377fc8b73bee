// /politique-de-confidentialite — same page in English: components/pages/privacy-page.tsx.
import { connection } from 'next/server';
import { PrivacyPage, privacyMetadata } from '@/components/pages/privacy-page';
import { legalIdentity } from '@/lib/config/legal';
import { dataRecipients } from '@/lib/config/recipients';
import { RETENTION } from '@/lib/retention/policy';

export const metadata = privacyMetadata('fr');

export default async function Page() {
  // Rendered per request: the recipients are those of this server's environment (lib/config/recipients.ts).
  await connection();
  return (
    <PrivacyPage locale="fr" legal={legalIdentity()} services={dataRecipients()} retention={RETENTION} />
  );
}
