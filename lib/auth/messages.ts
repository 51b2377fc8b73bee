// French copy of the admin area (spec §8 "Admin"). UI, route handlers and tests share these strings.

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
} as const;

export const ACTION_MESSAGES = {
  invalid: 'Certaines valeurs sont invalides. Veuillez vérifier le formulaire.',
  notFound: "L'élément n'existe plus. Rechargez la page.",
  conflict: 'Cet élément existe déjà.',
  unavailable: 'La base de données est momentanément indisponible. Réessayez dans quelques instants.',
  unexpected: 'Une erreur inattendue est survenue. Réessayez.',
} as const;
