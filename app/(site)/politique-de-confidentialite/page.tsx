import { LegalPage } from '@/components/site/legal-page';
import { legalIdentity } from '@/lib/config/legal';
import { site } from '@/lib/config/site';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Politique de confidentialité',
  description:
    'Politique de confidentialité Harmony Move : données collectées, finalités, durée de conservation, vos droits et gestion des cookies.',
  path: '/politique-de-confidentialite',
  noindex: true,
});

export default function PrivacyPage() {
  const legal = legalIdentity();
  return (
    <LegalPage title="Politique de confidentialité" updated="1er juillet 2025">
      <p>
        {legal.companyName} attache une grande importance à la protection de vos données personnelles. Cette
        politique explique quelles données nous traitons, pourquoi, et comment exercer vos droits conformément
        au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.
      </p>

      <h2>Responsable du traitement</h2>
      <p>
        {legal.companyName}, {legal.address} — contact : <a href={`mailto:${legal.email}`}>{legal.email}</a>.
      </p>

      <h2>Données collectées</h2>
      <ul>
        <li>
          Identité et coordonnées : nom, prénom, e-mail, téléphone, nom de l’entreprise le cas échéant ;
        </li>
        <li>
          Informations de trajet : adresses de prise en charge et de destination, date et heure, numéro de vol
          ou de train, nombre de passagers, de bagages et de rehausseurs ;
        </li>
        <li>Le contenu de vos messages envoyés par les formulaires de contact et de devis.</li>
      </ul>

      <h2>Finalités et bases légales</h2>
      <ul>
        <li>
          Traiter vos demandes de réservation et de devis, et exécuter la course (exécution du contrat) ;
        </li>
        <li>Répondre à vos messages (intérêt légitime) ;</li>
        <li>Respecter nos obligations comptables et fiscales (obligation légale) ;</li>
        <li>Protéger le site contre les abus et les envois automatisés (intérêt légitime).</li>
      </ul>

      <h2>Destinataires</h2>
      <p>
        Vos données sont destinées à {site.name} et à ses sous-traitants techniques : l’hébergeur du site, le
        fournisseur de base de données et, si vous payez en ligne, le prestataire de paiement. Lorsque vous
        choisissez de poursuivre votre demande sur WhatsApp, le message pré-rempli est transmis par ce
        service, soumis à ses propres conditions. Vos données ne sont jamais vendues.
      </p>

      <h2>Durée de conservation</h2>
      <p>
        Les demandes et réservations sont conservées 3 ans à compter du dernier contact, puis supprimées ; les
        pièces comptables sont conservées 10 ans conformément à la loi.
      </p>

      <h2>Vos droits</h2>
      <p>
        Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de
        portabilité de vos données. Pour les exercer, écrivez-nous à{' '}
        <a href={`mailto:${legal.email}`}>{legal.email}</a> : nous vous répondons dans un délai d’un mois.
        Vous pouvez également introduire une réclamation auprès de la CNIL (
        <a href="https://www.cnil.fr">www.cnil.fr</a>
        ).
      </p>

      <h2 id="cookies">Cookies</h2>
      <p>
        Nous utilisons des cookies et un stockage local du navigateur pour améliorer votre expérience,
        analyser le trafic et personnaliser le contenu. Lors de votre première visite, un bandeau vous permet
        de les accepter ou de les refuser, aussi simplement l’un que l’autre ; votre choix est conservé dans
        votre navigateur et le bandeau ne réapparaît plus.
      </p>
      <ul>
        <li>
          <strong>Strictement nécessaires</strong> : mémorisation de votre choix relatif aux cookies, session
          sécurisée de l’espace d’administration. Ils ne nécessitent pas votre consentement.
        </li>
        <li>
          <strong>Mesure d’audience et personnalisation</strong> : déposés uniquement si vous cliquez sur «
          Accepter ».
        </li>
      </ul>
      <p>
        Pour revenir sur votre choix, supprimez les données du site dans les réglages de votre navigateur : le
        bandeau vous sera de nouveau proposé.
      </p>
    </LegalPage>
  );
}
