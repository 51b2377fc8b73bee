// The company's social profiles: configuration (SOCIAL_*_URL), never a default. The footer shows an icon, and the home
// page's JSON-LD a `sameAs`, only for a configured profile. lib/env.ts validates the variables with the rule below (a
// start or a build with a bad value fails); the pages read them when they render — the public pages are prerendered,
// so build with the production environment, as for LEGAL_*. No 'server-only' marker and no lib/env import: the shell's
// footer (components/) reads it like lib/config/site.ts, and outside a server nothing is configured.

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin';

/** The variables, in the footer's order, with each network's name and the domain its profiles live on. */
export const SOCIAL_NETWORKS = {
  SOCIAL_FACEBOOK_URL: { network: 'facebook', label: 'Facebook', host: 'facebook.com' },
  SOCIAL_INSTAGRAM_URL: { network: 'instagram', label: 'Instagram', host: 'instagram.com' },
  SOCIAL_LINKEDIN_URL: { network: 'linkedin', label: 'LinkedIn', host: 'linkedin.com' },
} as const satisfies Record<string, { network: SocialNetwork; label: string; host: string }>;

export type SocialVariable = keyof typeof SOCIAL_NETWORKS;

/**
 * A company profile on `host`: https, on the network's domain (or a subdomain: www., fr.…), with a path — the network's
 * home page (https://www.facebook.com/) is not a profile.
 */
export function isProfileUrl(value: string, host: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const onNetwork = url.hostname === host || url.hostname.endsWith(`.${host}`);
  return url.protocol === 'https:' && onNetwork && url.pathname.replace(/\/+$/, '') !== '';
}

export interface SocialProfile {
  network: SocialNetwork;
  /** The network's name, for the link's accessible name. */
  label: string;
  url: string;
}

/** The configured profiles, in the footer's order (Facebook, Instagram, LinkedIn); empty by default. */
export function socialProfiles(
  env: Partial<Record<SocialVariable, string>> = process.env as Partial<Record<SocialVariable, string>>,
): SocialProfile[] {
  return (Object.keys(SOCIAL_NETWORKS) as SocialVariable[]).flatMap((key) => {
    const { network, label, host } = SOCIAL_NETWORKS[key];
    const url = env[key]?.trim();
    return url && isProfileUrl(url, host) ? [{ network, label, url }] : [];
  });
}
