// Search helper of the admin screens. Labels and formats live in lib/domain and lib/format.

/** Lowercase without accents, for accent-insensitive search. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
