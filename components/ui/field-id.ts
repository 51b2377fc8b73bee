/** Id of the control of the field `name`: the one scheme every form uses (`-aide` hint, `-erreur` error). */
export const fieldId = (name: string) => `champ-${name.replaceAll('.', '-')}`;
