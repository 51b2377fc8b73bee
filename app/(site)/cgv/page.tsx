import Link from 'next/link';
import { LegalPage } from '@/components/site/legal-page';
import { legalIdentity } from '@/lib/config/legal';
import { site } from '@/lib/config/site';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Conditions générales de vente',
  description:
    'Conditions générales de vente Harmony Move\u00a0: réservation, prix TTC, annulation, temps d’attente, frais de nettoyage et médiation.',
  path: '/cgv',
  noindex: true,
});

export default function TermsPage() {
  const legal = legalIdentity();
  return (
    <LegalPage title="Conditions générales de vente" updated="1er juillet 2025">
      <p>
        Les présentes conditions générales de vente (CGV) s’appliquent à toutes les prestations de transport
        de personnes avec chauffeur (VTC) réalisées par {legal.companyName}, {legal.companyForm}, SIREN{' '}
        {legal.siren}, inscrite au registre des exploitants VTC sous le numéro {legal.vtcRegisterNumber}.
      </p>

      <h2>1. Réservation</h2>
      <p>
        Les réservations se font <strong>uniquement</strong> par le formulaire en ligne du site ou par
        messagerie (WhatsApp). Les appels téléphoniques et SMS ne sont pas acceptés pour réserver. Toute
        course doit être réservée au moins 24 heures à l’avance, avec une prise en charge entre 4 h 00 et 22 h
        30.
      </p>
      <p>
        La demande envoyée par le client ne vaut pas réservation&nbsp;: celle-ci devient ferme après
        confirmation écrite de disponibilité par {site.name}.
      </p>

      <h2>2. Prix</h2>
      <p>
        Tous les prix sont indiqués en euros <strong>toutes taxes comprises (TTC)</strong>, TVA de 10&nbsp;%
        incluse. Le prix communiqué lors de la réservation est fixe&nbsp;: il n’est pas modifié en fonction du
        trafic. Il peut être révisé uniquement si le trajet réalisé diffère de celui réservé (adresse, arrêt
        supplémentaire, détour demandé par le client).
      </p>

      <h2>3. Annulation</h2>
      <ul>
        <li>Annulation plus de 48 heures avant la prise en charge&nbsp;: gratuite.</li>
        <li>
          Annulation entre 48 heures et 12 heures avant la prise en charge&nbsp;: 50&nbsp;% du prix de la
          course.
        </li>
        <li>
          Annulation moins de 12 heures avant la prise en charge, ou absence du client&nbsp;: 100&nbsp;% du
          prix.
        </li>
      </ul>

      <h2>4. Temps d’attente</h2>
      <ul>
        <li>
          Aéroports et gares&nbsp;: 60 minutes d’attente gratuite à compter de l’heure d’arrivée réelle du vol
          ou du train.
        </li>
        <li>Autres lieux de prise en charge&nbsp;: 15 minutes d’attente gratuite.</li>
        <li>Au-delà&nbsp;: 30&nbsp;€ TTC par heure entamée.</li>
      </ul>

      <h2>5. Passagers, bagages et enfants</h2>
      <p>
        Berline&nbsp;: 4 passagers et 3 bagages au maximum&nbsp;; van&nbsp;: 7 passagers et 6 bagages. Le
        client indique le nombre exact de passagers et de bagages lors de la réservation. Les rehausseurs (2
        au maximum) sont fournis sur demande pour les enfants de plus de 3 ans. Le chauffeur peut refuser une
        prise en charge dépassant la capacité du véhicule ou contraire aux règles de sécurité.
      </p>

      <h2>6. Comportement à bord et frais de nettoyage</h2>
      <p>
        Il est interdit de fumer et de vapoter dans les véhicules. Toute salissure nécessitant un nettoyage
        complet du véhicule donne lieu à des <strong>frais de nettoyage de 250&nbsp;€</strong>.
      </p>

      <h2>7. Paiement</h2>
      <p>
        Le paiement s’effectue à bord du véhicule ou en ligne par carte bancaire lorsque cette option est
        proposée. Une facture est délivrée sur simple demande.
      </p>

      <h2>8. Responsabilité</h2>
      <p>
        {site.name} met tout en œuvre pour respecter les horaires convenus. Sa responsabilité ne saurait être
        engagée en cas de retard dû à un cas de force majeure (intempéries, accident, fermeture de route,
        manifestation). Les objets oubliés dans le véhicule sont conservés et restitués sur demande.
      </p>

      <h2>9. Réclamations et médiation</h2>
      <p>
        Toute réclamation peut être adressée par e-mail à <a href={`mailto:${legal.email}`}>{legal.email}</a>{' '}
        ou par le <Link href="/contact">formulaire de contact</Link>. À défaut de solution amiable, le client
        peut saisir gratuitement le médiateur de la consommation&nbsp;: {legal.mediator.name}.
      </p>

      <h2>10. Droit applicable</h2>
      <p>Les présentes CGV sont soumises au droit français.</p>
    </LegalPage>
  );
}
