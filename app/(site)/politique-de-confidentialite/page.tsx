import { LegalPage } from '@/components/site/legal-page';
import { legalIdentity } from '@/lib/config/legal';
import { site } from '@/lib/config/site';
import { serverEnv } from '@/lib/env';
import { RETENTION } from '@/lib/retention/policy';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Politique de confidentialité',
  description:
    'Politique de confidentialité Harmony Move\u00a0: données collectées, destinataires, durée de conservation et vos droits.',
  path: '/politique-de-confidentialite',
  noindex: true,
});

// What this page says about recipients depends on what the deployment actually uses (Google, Stripe): it is read from
// the environment at build/render time so the page never names a service the site does not call.
export default function PrivacyPage() {
  const env = serverEnv();
  const usesGoogle = Boolean(env.GOOGLE_MAPS_SERVER_KEY || env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY);
  const usesStripe = Boolean(env.STRIPE_SECRET_KEY);
  const legal = legalIdentity();
  return (
    <LegalPage title="Politique de confidentialité" updated="23 novembre 2026">
      <p>
        {legal.companyName} attache une grande importance à la protection de vos données personnelles. Cette
        politique explique quelles données nous traitons, pourquoi, et comment exercer vos droits conformément
        au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.
      </p>

      <h2>Responsable du traitement</h2>
      <p>
        {legal.companyName}, {legal.address} — contact&nbsp;:{' '}
        <a href={`mailto:${legal.email}`}>{legal.email}</a>.
      </p>

      <h2>Données collectées</h2>
      <ul>
        <li>
          Identité et coordonnées&nbsp;: nom, prénom, e-mail, téléphone, nom de l’entreprise le cas
          échéant&nbsp;;
        </li>
        <li>
          Informations de trajet&nbsp;: adresses de prise en charge et de destination, date et heure, numéro
          de vol ou de train, nombre de passagers, de bagages et de rehausseurs&nbsp;;
        </li>
        <li>Le contenu de vos messages envoyés par les formulaires de contact et de devis&nbsp;;</li>
        <li>
          Pour protéger les formulaires contre les abus&nbsp;: l’adresse IP de l’appareil qui envoie une
          demande ou tente de se connecter à l’espace d’administration, avec la date de la tentative.
        </li>
      </ul>
      <p>
        Nous n’utilisons aucun outil de mesure d’audience, aucun traceur publicitaire et aucun cookie tiers.
      </p>

      <h2>Finalités et bases légales</h2>
      <ul>
        <li>
          Traiter vos demandes de réservation et de devis, et exécuter la course (exécution du contrat)&nbsp;;
        </li>
        <li>Répondre à vos messages (intérêt légitime)&nbsp;;</li>
        <li>Respecter nos obligations comptables et fiscales (obligation légale)&nbsp;;</li>
        <li>Protéger le site contre les abus et les envois automatisés (intérêt légitime).</li>
      </ul>

      <h2>Destinataires</h2>
      <p>
        Vos données sont destinées à {site.name}. Elles ne sont jamais vendues. Pour fonctionner, le site les
        confie uniquement aux prestataires suivants, chacun pour ce qui le concerne&nbsp;:
      </p>
      <ul>
        <li>l’hébergeur du site et le fournisseur de la base de données, qui stockent vos demandes&nbsp;;</li>
        {usesGoogle ? (
          <li>
            Google (Google Maps Platform), qui reçoit les adresses que vous saisissez pour proposer des
            adresses et calculer la distance du trajet&nbsp;;
          </li>
        ) : null}
        {usesStripe ? (
          <li>
            Stripe, notre prestataire de paiement, si vous payez en ligne&nbsp;: il reçoit votre e-mail, le
            montant et la référence de la réservation&nbsp;; vos données de carte sont saisies chez Stripe et
            ne nous sont jamais transmises&nbsp;;
          </li>
        ) : null}
        <li>
          WhatsApp (Meta), lorsque vous choisissez de poursuivre votre demande sur WhatsApp&nbsp;: le message
          pré-rempli est transmis par ce service, soumis à ses propres conditions&nbsp;;
        </li>
        <li>
          notre prestataire d’envoi d’e-mails, lorsque nous vous écrivons par e-mail (confirmation, bon de
          réservation, facture).
        </li>
      </ul>

      <h2>Durée de conservation</h2>
      <ul>
        <li>
          Réservations et bons de réservation&nbsp;: {RETENTION.bookingsYearsAfterRide} ans après la date de
          la course (retour compris), puis anonymisés&nbsp;: nom, e-mail, téléphone, adresses, messages et
          numéros de vol sont effacés&nbsp;; seuls le montant, les dates et le statut sont conservés, sans
          lien avec vous&nbsp;;
        </li>
        <li>
          Messages des formulaires de contact et entreprise&nbsp;: {RETENTION.messagesYears} an après leur
          envoi, puis anonymisés de la même façon&nbsp;;
        </li>
        <li>
          Factures&nbsp;: {RETENTION.invoicesYears} ans, comme l’exige le Code de commerce pour les pièces
          comptables&nbsp;;
        </li>
        <li>
          Adresses IP enregistrées pour la protection contre les abus&nbsp;: {RETENTION.securityRowsDays}{' '}
          jour.
        </li>
      </ul>
      <p>
        Une purge automatique applique ces durées chaque jour. Sur simple demande, nous effaçons vos données
        personnelles de toutes vos réservations avant ces échéances, sauf les factures que la loi nous oblige
        à conserver.
      </p>

      <h2>Vos droits</h2>
      <p>
        Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de
        portabilité de vos données. Pour les exercer, écrivez-nous à{' '}
        <a href={`mailto:${legal.email}`}>{legal.email}</a>&nbsp;: nous vous répondons dans un délai d’un
        mois. Vous pouvez également introduire une réclamation auprès de la CNIL (
        <a href="https://www.cnil.fr">www.cnil.fr</a>
        ).
      </p>

      <h2 id="cookies">Cookies</h2>
      <p>
        Le site ne dépose aucun cookie de mesure d’audience ni de publicité. Il utilise seulement ce qui est
        strictement nécessaire à son fonctionnement, sans votre consentement préalable&nbsp;:
      </p>
      <ul>
        <li>
          le stockage local de votre navigateur, pour mémoriser votre réponse au bandeau d’information (quelle
          qu’elle soit, aucun traceur n’est déposé)&nbsp;;
        </li>
        <li>la session sécurisée de l’espace d’administration (réservé à l’exploitant).</li>
      </ul>
      <p>
        Pour effacer ces informations, supprimez les données du site dans les réglages de votre navigateur.
      </p>
    </LegalPage>
  );
}
