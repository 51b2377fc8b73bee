// French copy of the admin area (docs/product.md#admin). UI, route handlers and tests share these strings.
import { CHECKOUT_LIFETIME_MINUTES } from '@/lib/payments/lifetime';

export const AUTH_MESSAGES = {
  loginFailed: { title: 'Échec de la connexion', message: 'Le mot de passe est incorrect.' },
  loginSucceeded: {
    title: 'Connexion réussie !',
    message: 'Redirection vers le tableau de bord...',
  },
  throttled: {
    title: 'Échec de la connexion',
    message: 'Trop de tentatives. Réessayez dans 15 minutes.',
  },
  notConfigured: {
    title: 'Échec de la connexion',
    message: "L'accès administrateur n'est pas configuré sur ce serveur.",
  },
  unavailable: {
    title: 'Échec de la connexion',
    message: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
  },
  invalidRequest: { title: 'Échec de la connexion', message: 'Le mot de passe est requis.' },
  unauthorized: {
    title: 'Accès refusé',
    message: 'Session administrateur absente ou expirée. Veuillez vous reconnecter.',
  },
  loggedOut: { title: 'Déconnexion réussie' },
  loggedOutEverywhere: { title: 'Toutes les sessions ont été déconnectées' },
  logoutAll: 'Déconnecter toutes les sessions',
  logoutAllConfirm:
    'Toutes les sessions administrateur ouvertes (autres navigateurs et appareils compris) seront fermées, celle-ci aussi.',
  /** « Déconnecter toutes les sessions » pressed after this browser's session had ended: the others are untouched. */
  logoutAllExpired: {
    title: 'Rien n’a été déconnecté',
    message:
      'Votre session avait déjà expiré\u00a0: les autres sessions n’ont pas été fermées. Reconnectez-vous, puis recommencez.',
  },
  logoutFailed: {
    title: 'Échec de la déconnexion',
    message: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
  },
  /** Asked in place when an admin action meets an expired session (components/admin/reauth-dialog.tsx). */
  sessionExpired: {
    title: 'Session expirée',
    message:
      'Reconnectez-vous pour continuer\u00a0: ce que vous avez saisi est conservé, et l’action est faite dès la connexion.',
  },
  /** The admin closed that window without signing in again. */
  sessionNotRenewed: {
    title: 'Rien n’a été fait',
    message:
      'Votre session a expiré. Ce que vous avez saisi reste affiché\u00a0: reconnectez-vous, puis recommencez.',
  },
  /** The action's call failed and the session is still open: the network, most likely. */
  connectionLost: {
    title: 'Le serveur n’a pas répondu',
    message: 'Vérifiez votre connexion, puis réessayez. Ce que vous avez saisi reste affiché.',
  },
  /** The page comes from the release before the one now deployed: its actions are unknown to the server. */
  siteUpdated: {
    title: 'Le site a été mis à jour',
    message:
      'Cette page date de la version précédente et ne peut plus enregistrer. Copiez ce que vous avez saisi, rechargez la page, puis recommencez.',
  },
  foreignOrigin: {
    title: 'Accès refusé',
    message: 'Cette demande ne provient pas du site Harmony Move. Rechargez la page du site et réessayez.',
  },
} as const;

export const ACTION_MESSAGES = {
  invalid: 'Certaines valeurs sont invalides. Veuillez vérifier le formulaire.',
  notFound: "L'élément n'existe plus. Rechargez la page.",
  conflict: 'Cet élément existe déjà.',
  unavailable: 'La base de données est momentanément indisponible. Réessayez dans quelques instants.',
  unexpected: 'Une erreur inattendue est survenue. Réessayez.',
} as const;

/** Dashboard copy (docs/product.md#reservations). */
export const RESERVATION_MESSAGES = {
  loadFailed: {
    title: 'Erreur de chargement',
    message: 'Impossible de charger les réservations. Réessayez dans quelques instants.',
  },
  statusUpdated: 'Statut mis à jour',
  /** A status change met a booking changed since the page read it (a payment, another window). */
  changedMeanwhile:
    'Cette réservation a changé entre-temps (un paiement, une autre fenêtre)\u00a0: rechargez la page pour voir son état, puis réessayez.',
  /** A booking with an invoice no credit note cancels is not deleted: its invoice would stand for a lost booking. */
  invoicedNotDeleted: (invoice: string) =>
    `Cette réservation est facturée (${invoice})\u00a0: elle est conservée avec sa facture et ne peut pas être supprimée. Si elle n’a pas lieu, passez-la à «\u00a0Annulée\u00a0»\u00a0: un avoir annule sa facture.`,
  /** A ride the customer expects, or one that took place, is not deleted: « Annulée » is what tells them. */
  rideNotDeleted: (status: 'paid' | 'completed') =>
    status === 'paid'
      ? 'Cette réservation est «\u00a0Confirmée\u00a0»\u00a0: le client attend sa course, elle ne peut pas être supprimée. Si elle n’a pas lieu, passez-la à «\u00a0Annulée\u00a0»\u00a0: il en est averti par e-mail.'
      : 'Cette course est «\u00a0Terminée\u00a0»\u00a0: elle ne peut pas être supprimée. Si elle n’a pas eu lieu, passez-la à «\u00a0Annulée\u00a0».',
  /** A payment recorded online stays on record, whatever the booking's status: its refund is the operator's to make. */
  paidOnlineNotDeleted:
    'Le client a payé cette réservation en ligne\u00a0: elle reste enregistrée avec son paiement et ne peut pas être supprimée. Si elle n’a pas lieu, passez-la à «\u00a0Annulée\u00a0» et remboursez-le depuis votre tableau de bord Stripe.',
  /** A booking with an invoice and its credit note is kept with them: their links must keep working for ten years. */
  documentsKept: (invoice: string, creditNote: string) =>
    `Cette réservation a une facture (${invoice}) et son avoir (${creditNote})\u00a0: elle est conservée avec eux dix ans (obligation comptable) et ne peut pas être supprimée. Pour effacer les données personnelles du client, utilisez «\u00a0Anonymiser ce client\u00a0».`,
  /**
   * Deleting a request, or erasing a customer ('Anonymiser ce client'), while a payment page is open: it is closed
   * first, and nothing is done while it cannot be (a payment there would be recorded nowhere).
   */
  checkoutOpen: (ref: string, act: 'supprimé' | 'anonymisé') =>
    `La page de paiement en ligne de ${ref} n’a pas pu être fermée chez Stripe\u00a0: rien n’est ${act}. Réessayez dans quelques minutes (la page expire d’elle-même au plus tard ${CHECKOUT_LIFETIME_MINUTES} minutes après son ouverture).`,
  /** The same, when the customer paid that very moment: the payment is recorded on the booking, which stays. */
  justPaid: (ref: string, act: 'supprimé' | 'anonymisé') =>
    `Le client vient de payer ${ref} en ligne\u00a0: rien n’est ${act}. Le paiement est enregistré dès que Stripe le confirme (rechargez la page)\u00a0; remboursez-le ou gardez la course${act === 'anonymisé' ? ', puis anonymisez' : ''}.`,
  /** A booking whose invoice a credit note cancelled cannot be confirmed or completed again (docs/product.md#credit-notes). */
  creditedStaysCancelled: (creditNote: string) =>
    `La facture de cette réservation est annulée par l’avoir ${creditNote} : elle reste annulée. Pour ce trajet, créez une nouvelle réservation.`,
  /** Asked before a status that reaches the customer or the accounts: a mis-tap in the list must not send an e-mail. */
  statusConfirm: {
    title: (ref: string, status: string) => `Passer ${ref} à «\u00a0${status}\u00a0»\u00a0?`,
    paid: 'Le client en est averti par e-mail («\u00a0Réservation confirmée\u00a0»).',
    cancelled: 'Le client en est averti par e-mail («\u00a0Réservation annulée\u00a0»).',
    /** Added to `paid` / `cancelled` while SMTP is not configured: the e-mail waits in the outbox. */
    mailWaits:
      'L’envoi d’e-mails n’est pas encore configuré\u00a0: ce message attend dans «\u00a0Notifications\u00a0» et partira dès qu’il le sera, s’il est encore à jour.',
    completed: 'La facture de la course est émise, avec un numéro définitif.',
    /** Added for a booking paid online: Stripe does not refund by itself, and the customer is told it will be done. */
    refundOnline: (amount: string) =>
      `Le client a payé ${amount} en ligne\u00a0: ce paiement n’est pas remboursé automatiquement. Remboursez ce qui lui est dû selon les conditions d’annulation, depuis votre tableau de bord Stripe (Paiements → Rembourser).`,
    /** Added when an invoiced booking is cancelled: its invoice cannot change, a credit note cancels it. */
    creditNote:
      'Sa facture est annulée par un avoir (numéro définitif), dont le lien est envoyé au client avec l’annulation. Une réservation dont la facture est annulée reste annulée.',
    /**
     * Added when a ride « Terminée » and invoiced for payment on board is confirmed again: its invoice stands (issued,
     * it cannot change) and says the ride was settled on board, while the agenda asks the driver to collect it.
     */
    invoiceStands:
      'Sa facture, émise quand la course a été marquée «\u00a0Terminée\u00a0», reste émise et dit la course réglée à bord. Si la course n’a pas eu lieu, passez-la plutôt à «\u00a0Annulée\u00a0»\u00a0: un avoir annule sa facture.',
    /** Added when the ride is still to come: the invoice would be dated today for a ride not yet made. */
    completedEarly: (pickup: string) =>
      `Attention\u00a0: cette course est prévue le ${pickup}. La facture sera émise dès maintenant, datée d’aujourd’hui.`,
    confirm: 'Confirmer',
    // Not « Annuler »: beside « Passer … à « Annulée » ? » it read as the cancellation itself.
    cancel: 'Ne rien changer',
  },
  statusFailed: 'La mise à jour du statut a échoué.',
  periodReversed: 'Période à l’envers\u00a0: la date «\u00a0du\u00a0» est après la date «\u00a0au\u00a0».',
  pastLastPage: (pages: number) =>
    `Cette page n’existe pas\u00a0: la liste en compte ${pages === 1 ? 'une seule' : pages}.`,
  firstPage: 'Revenir à la première page',
  deleted: 'Réservation supprimée',
  deleteFailed: 'La suppression a échoué.',
  anonymise: {
    button: 'Anonymiser ce client',
    title: 'Anonymiser ce client\u00a0?',
    description:
      'Le nom, l’e-mail, le téléphone, les adresses, les messages et les numéros de vol de toutes les réservations de ce client (même e-mail ou même téléphone) seront effacés définitivement. Les montants, les dates et les statuts sont conservés. Action irréversible, à utiliser pour une demande d’effacement (RGPD).',
    confirm: 'Anonymiser',
    cancel: 'Annuler',
    done: (count: number) =>
      count > 1
        ? `${count} réservations anonymisées`
        : count === 1
          ? '1 réservation anonymisée'
          : 'Aucune donnée à effacer',
    failed: 'L’anonymisation a échoué.',
  },
} as const;

/** Admin price panel copy (docs/product.md#admin). */
export const PRICE_MESSAGES = {
  saved: { title: 'Prix sauvegardés !', message: 'Les nouveaux tarifs ont été appliqués avec succès.' },
  saveFailed: { title: 'Erreur de sauvegarde', message: 'Impossible de sauvegarder les prix.' },
  reset: { title: 'Prix réinitialisés', message: 'Les tarifs par défaut ont été restaurés.' },
  negative: 'Le montant ne peut pas être négatif.',
  zero: 'Le montant doit être supérieur à 0\u00a0€.',
  zeroFare:
    'Un forfait à 0\u00a0€ serait gratuit\u00a0: laissez le champ vide pour appliquer le tarif au kilomètre.',
  tooHigh: 'Le montant ne peut pas dépasser 10\u202f000\u00a0€.',
  required: 'Ce montant est obligatoire.',
  notANumber: 'Saisissez un montant en euros (ex. 12,50).',
} as const;

/** The dashboard's switch-on notice (lib/admin/setup-status.ts): reference data a new database may lack. */
export const SETUP_MESSAGES = {
  title: 'Mise en service\u00a0: données à compléter',
  intro:
    'Le site fonctionne, mais ces données ne sont pas encore en place (base neuve sans supabase/seed.sql, ou lignes supprimées)\u00a0:',
  defaultRates:
    'Tarifs généraux jamais enregistrés\u00a0: le site applique les tarifs par défaut. Vérifiez-les puis enregistrez-les.',
  emptyTable: (department: string) =>
    `Tableau «\u00a0${department}\u00a0» vide ou sans forfait actif\u00a0: sa page publique affiche «\u00a0Aucun forfait n'est actuellement disponible pour cette zone.\u00a0»`,
  unlinkedRoute: (route: string) =>
    `${route}\u00a0: aucune ligne du tableau Dourdan-Aéroport ne montre son tarif fixe. Ajoutez-la dans l’onglet «\u00a0Dourdan-Aéroport\u00a0» de la page Prix (départ «\u00a0Dourdan\u00a0»)\u00a0: elle prendra le tarif des «\u00a0Tarifs généraux\u00a0».`,
  /** A row of its own price names the route (made before rows were linked): the table sells another price. */
  ownPriceRoute: (route: string, row: string) =>
    `${route}\u00a0: la ligne «\u00a0${row}\u00a0» du tableau Dourdan-Aéroport suit son propre prix, pas le tarif fixe des «\u00a0Tarifs généraux\u00a0» que le devis instantané applique. Supprimez-la, puis ajoutez-la de nouveau.`,
  action: 'Gérer les prix',
} as const;

export const PACKAGE_MESSAGES = {
  updated: 'Forfait mis à jour.',
  added: 'Nouveau forfait ajouté.',
  deleted: 'Forfait supprimé.',
  errorTitle: 'Erreur',
  saveFailed: 'Impossible de sauvegarder le forfait.',
  /** The row was saved in another window since this one read it: saving would undo that change unseen. */
  changedMeanwhile:
    'Ce forfait a changé entre-temps (une autre fenêtre)\u00a0: rechargez la page pour voir son état, puis refaites votre modification.',
  deleteFailed: 'Impossible de supprimer le forfait.',
  loadFailed: (department: string) => `Impossible de charger les forfaits pour ${department}.`,
  confirmTitle: 'Êtes-vous sûr ?',
  confirmDelete: (destination: string) =>
    `Cette action est irréversible et supprimera définitivement le forfait pour ${destination}.`,
  startRequired: 'Le lieu de départ est obligatoire.',
  endRequired: "Le lieu d'arrivée est obligatoire.",
  /** docs/product.md#pricing-local-packages: the table's prices are the instant quote's too. */
  quoteNote:
    'Ces prix valent aussi pour le devis instantané (accueil et réservation), dans les deux sens, quand le départ et l’arrivée sont une commune écrite comme dans les adresses («\u00a0Étampes\u00a0»), un aéroport ou un lieu de la liste d’adresses («\u00a0Gare de Lyon\u00a0»)\u00a0; sinon le devis reste au kilomètre.',
  /** A second row for a fixed route (lib/packages/fixed-route-link.ts): the ride would have two prices. */
  fixedRouteTaken: (route: string) =>
    `${route} a déjà sa ligne dans ce tableau, au tarif fixe des «\u00a0Tarifs généraux\u00a0»\u00a0: c’est ce tarif qui se modifie.`,
  /** A row of its own price for a fixed route, made before rows were linked: it goes before the linked one comes. */
  fixedRouteOwnPrice: (route: string, row: string) =>
    `La ligne «\u00a0${row}\u00a0» suit son propre prix, pas le tarif fixe de ${route}\u00a0: supprimez-la, puis ajoutez ce trajet de nouveau pour qu’il montre le tarif des «\u00a0Tarifs généraux\u00a0».`,
  /** An existing row renamed into a fixed route: only a new row is linked to its route. */
  fixedRouteRename: (route: string) =>
    `${route} suit le tarif fixe des «\u00a0Tarifs généraux\u00a0»\u00a0: ajoutez ce trajet comme nouveau forfait pour que sa ligne le montre.`,
  /** A row that shows a fixed route (lib/packages/fixed-route-prices.ts): its prices are edited with the general rates. */
  fixedRoute: (route: string) =>
    `Tarif fixe ${route}\u00a0: ses prix se modifient dans l’onglet «\u00a0Tarifs généraux\u00a0».`,
} as const;
