// Every French text of the blog (docs/product.md#blog), shared by pages, admin and tests.
export const BLOG_MESSAGES = {
  listTitle: 'Blog',
  listIntro:
    'Conseils de trajet, transferts aéroport et Disneyland Paris, coulisses de notre service de chauffeur VTC à Dourdan.',
  empty: 'Aucun article de blog pour le moment.',
  loadFailed: 'Impossible de charger les articles pour le moment.',
  readMore: 'Lire la suite',
  readExternal: 'Voir sur le blog',
  backToList: 'Retour au blog',
  newTab: '(nouvel onglet)',
  publishedOn: 'Publié le',
} as const;

export const BLOG_ADMIN_MESSAGES = {
  pageTitle: 'Gestion du blog',
  /** Under the body while typing: images kept without an alt are published as decorative (lib/blog/images.ts). */
  missingAlt: (count: number) =>
    count === 1
      ? 'Une image n\u2019a pas d\u2019attribut alt\u00a0: elle sera publiée comme décorative, ignorée des lecteurs d\u2019écran. Décrivez-la avec alt="…", ou écrivez alt="" si elle est vraiment décorative.'
      : `${count} images n\u2019ont pas d\u2019attribut alt\u00a0: elles seront publiées comme décoratives, ignorées des lecteurs d\u2019écran. Décrivez-les avec alt="…", ou écrivez alt="" si elles sont vraiment décoratives.`,
  add: 'Ajouter un article',
  edit: 'Modifier',
  delete: 'Supprimer',
  cancel: 'Annuler',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  createTitle: 'Nouvel article',
  editTitle: "Modifier l'article",
  published: 'Publié',
  draft: 'Brouillon',
  none: 'Aucun article pour le moment. Ajoutez le premier\u00a0!',
  errorTitle: 'Erreur',
  successTitle: 'Succès',
  loadFailed: 'Impossible de charger les articles.',
  saveFailed: "Échec de la sauvegarde de l'article.",
  /** Saved in another window since this editor opened it: saving would undo that change (« Publié », the text) unseen. */
  changedMeanwhile:
    'Cet article a changé entre-temps (une autre fenêtre)\u00a0: copiez ce que vous avez saisi, rechargez la page, puis recommencez.',
  deleteFailed: 'La suppression a échoué.',
  saved: 'Article sauvegardé avec succès.',
  deleted: "L'article a été supprimé avec succès.",
  confirmTitle: 'Êtes-vous sûr ?',
  confirmText: "Cette action est irréversible et supprimera définitivement l'article.",
  discardTitle: 'Abandonner les modifications\u00a0?',
  discardText: "Le texte saisi n'est pas enregistré\u00a0: il sera perdu si vous fermez la fenêtre.",
  keepEditing: 'Continuer la saisie',
  discard: 'Abandonner',
  preview: 'Aperçu (tel que publié)',
  previewEmpty: "L'aperçu du contenu s'affiche ici.",
} as const;

/** Validation texts of the admin form (the spec names the required fields, not their messages). */
export const BLOG_FIELD_MESSAGES = {
  titleRequired: 'Le titre est requis.',
  titleTooLong: 'Le titre ne doit pas dépasser 200 caractères.',
  descriptionRequired: 'La description courte est requise.',
  descriptionTooLong: 'La description courte ne doit pas dépasser 500 caractères.',
  externalUrlInvalid: "L'URL externe doit commencer par http:// ou https://.",
  externalUrlRequired:
    "L'URL externe est requise lorsque l'article n'a pas de contenu (renseignez l'une ou l'autre).",
  imageUrlInvalid: "L'URL de l'image doit commencer par https://.",
  contentTooLong: 'Le contenu est trop long (100 000 caractères au maximum).',
} as const;
