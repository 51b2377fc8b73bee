import Link from 'next/link';
import { LegalPage } from '@/components/site/legal-page';
import { legalIdentity } from '@/lib/config/legal';
import { site } from '@/lib/config/site';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Mentions légales',
  description:
    'Mentions légales du site Harmony Move\u00a0: éditeur, hébergeur, propriété intellectuelle et médiation.',
  path: '/mentions-legales',
  noindex: true,
});

export default function LegalNoticePage() {
  const legal = legalIdentity();
  return (
    <LegalPage title="Mentions légales" updated="1er juillet 2025">
      <h2>Éditeur du site</h2>
      <p>
        Le site est édité par <strong>{legal.companyName}</strong>, {legal.companyForm}, immatriculée sous le
        numéro SIREN {legal.siren}, dont le siège social est situé {legal.address}.
      </p>
      <ul>
        <li>Inscription au registre des exploitants VTC&nbsp;: {legal.vtcRegisterNumber}</li>
        <li>
          {legal.vatNumber ? `Numéro de TVA intracommunautaire\u00a0: ${legal.vatNumber}` : legal.vatMention}
        </li>
        <li>
          E-mail&nbsp;: <a href={`mailto:${legal.email}`}>{legal.email}</a>
        </li>
        <li>Téléphone (WhatsApp)&nbsp;: {legal.phone}</li>
      </ul>
      <p>Directeur de la publication&nbsp;: {legal.publicationDirector}.</p>

      <h2>Hébergement</h2>
      <p>
        Le site est hébergé par {legal.host.name}, {legal.host.address}.
      </p>

      <h2>Activité</h2>
      <p>
        {site.name} exerce une activité de transport public particulier de personnes par voiture de transport
        avec chauffeur (VTC), conformément aux articles L. 3120-1 et suivants du Code des transports. Les
        réservations se font exclusivement par le formulaire en ligne ou par WhatsApp&nbsp;; les appels et SMS
        ne sont pas acceptés.
      </p>

      <h2>Propriété intellectuelle</h2>
      <p>
        L’ensemble des contenus de ce site (textes, logo, visuels, structure) est la propriété de {site.name}{' '}
        ou fait l’objet d’une autorisation d’utilisation. Toute reproduction ou représentation, totale ou
        partielle, sans autorisation écrite préalable est interdite.
      </p>

      <h2>Responsabilité</h2>
      <p>
        Les prix affichés par le simulateur sont des estimations TTC établies à partir des informations
        saisies&nbsp;; la réservation n’est définitive qu’après confirmation de disponibilité par {site.name}.
        Malgré le soin apporté au site, {site.name} ne saurait être tenue responsable d’une indisponibilité
        temporaire ou d’une erreur matérielle.
      </p>

      <h2>Données personnelles et cookies</h2>
      <p>
        Le traitement de vos données est décrit dans notre{' '}
        <Link href="/politique-de-confidentialite">politique de confidentialité</Link>, qui précise également
        l’usage des <Link href="/politique-de-confidentialite#cookies">cookies</Link>.
      </p>

      <h2>Médiation de la consommation</h2>
      <p>
        Conformément aux articles L. 611-1 et suivants du Code de la consommation, en cas de litige non résolu
        avec notre service client, vous pouvez recourir gratuitement au médiateur de la consommation&nbsp;:{' '}
        {legal.mediator.name} (<a href={legal.mediator.url}>{legal.mediator.url.replace('https://', '')}</a>).
      </p>
    </LegalPage>
  );
}
