// The admin password rule, one definition for `npm run admin:hash-password` and for ADMIN_PASSWORD at start
// (lib/env.ts). A strong password is what makes the login safe without a global lockout: the per-client limit
// (5 failures / 15 min) leaves a distributed guessing run far too few tries against 12+ varied characters.
// No imports: the CLI, lib/env.ts and the tests share it.

export const PASSWORD_POLICY = {
  minLength: 12,
  /** From this length on a passphrase needs no particular variety. */
  passphraseLength: 20,
  /** Lowercase, uppercase, digits, other: how many kinds a shorter password must mix. */
  minClasses: 3,
  minDistinct: 6,
  maxLength: 256,
} as const;

export const PASSWORD_POLICY_HINT =
  'au moins 12 caractères mêlant au moins trois types (minuscules, majuscules, chiffres, symboles), ou une phrase de passe de 20 caractères ou plus';

/** null when the password is strong enough, else the French reason. */
export function passwordWeakness(password: string): string | null {
  const value = password.normalize('NFC');
  const length = [...value].length;
  if (length < PASSWORD_POLICY.minLength) {
    return `Mot de passe trop court (${length} caractères)\u00a0: ${PASSWORD_POLICY_HINT}.`;
  }
  if (length > PASSWORD_POLICY.maxLength) {
    return `Mot de passe trop long\u00a0: ${PASSWORD_POLICY.maxLength} caractères au maximum.`;
  }
  if (new Set(value).size < PASSWORD_POLICY.minDistinct) {
    return `Mot de passe trop répétitif\u00a0: ${PASSWORD_POLICY_HINT}.`;
  }
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((re) =>
    re.test(value),
  ).length;
  if (length < PASSWORD_POLICY.passphraseLength && classes < PASSWORD_POLICY.minClasses) {
    return `Mot de passe trop simple\u00a0: ${PASSWORD_POLICY_HINT}.`;
  }
  return null;
}
