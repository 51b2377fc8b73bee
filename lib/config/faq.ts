// The five home-page questions (docs/product.md#pages-home). Shared by the page and its FAQPage structured data.
export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * « prix TTC », or « prix » under the VAT exemption (docs/product.md#pricing-vat-exempt; the page passes
 * lib/config/legal.ts isVatExempt(): this module is plain, the e2e tests read it).
 */
export function priceWords(vatExempt: boolean): string {
  return vatExempt ? 'prix' : 'prix TTC';
}

/** The questions as the operator's VAT status words them. */
export function homeFaq(vatExempt: boolean): readonly FaqItem[] {
  const price = priceWords(vatExempt);
  return [
    {
      question: 'Quels aéroports desservez-vous au départ de Dourdan\u00a0?',
      answer:
        "Nous assurons vos transferts vers et depuis les aéroports d'Orly (à partir de 45 min), de Roissy-Charles-de-Gaulle (à partir de 1h15) et de Beauvais (à partir de 1h30). Votre chauffeur suit votre vol en temps réel, vous accueille avec une pancarte nominative et 1 heure d'attente est incluse à l'aéroport.",
    },
    {
      question: 'Puis-je réserver un transfert vers Disneyland Paris\u00a0?',
      answer:
        'Oui. Nos forfaits Disney relient Paris, Orly et Roissy-CDG aux parcs Disneyland Paris et aux hôtels du domaine, à prix fixe\u00a0; depuis Dourdan, la réservation classique vous donne votre prix immédiatement. Nous pouvons installer des rehausseurs pour les enfants\u00a0: précisez-le simplement lors de votre réservation.',
    },
    {
      question: 'Comment réserver mon chauffeur VTC\u00a0?',
      answer: `Remplissez le formulaire de réservation en ligne en deux étapes\u00a0: vous obtenez immédiatement une estimation du ${price}, puis votre demande nous est transmise par WhatsApp avec un message pré-rempli. Nous vous confirmons la disponibilité rapidement. Les réservations se font uniquement en ligne ou par WhatsApp\u00a0: les appels et SMS ne sont pas acceptés.`,
    },
    {
      question: 'Vos prix sont-ils fixes\u00a0?',
      answer: `Oui. Le prix annoncé lors de la réservation est un ${price} fixe\u00a0: il ne change pas en fonction des embouteillages ou du temps de trajet. Les transferts aéroports, gares et Disney bénéficient de forfaits, et nos forfaits locaux couvrent l'Essonne, les Yvelines et la région de Chartres.`,
    },
    {
      question: 'Quelles villes couvrez-vous autour de Dourdan\u00a0?',
      answer:
        "Nous intervenons au départ de Dourdan et des communes voisines\u00a0: Saint-Arnoult-en-Yvelines, Sermaise, Roinville, Étampes, Arpajon, Saint-Chéron, ainsi que dans tout le sud de l'Essonne (91), les Yvelines (78) et la région de Chartres. Nous vous emmenons partout en Île-de-France.",
    },
  ];
}
