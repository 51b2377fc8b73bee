// Shared by the banner, the shell script and the shell's pre-paint guard: plain constants.

/** localStorage key holding the visitor's choice: 'accepted' or 'declined'. */
export const COOKIE_CONSENT_KEY = 'hm-cookie-consent';
export type CookieConsent = 'accepted' | 'declined';
export const COOKIE_BANNER_ID = 'cookie-banner';
