// Shared by the banner (server HTML) and the shell script that shows it and stores the choice: plain constants.

/** localStorage key holding the visitor's choice: 'accepted' or 'declined'. */
export const COOKIE_CONSENT_KEY = 'hm-cookie-consent';
export type CookieConsent = 'accepted' | 'declined';
export const COOKIE_BANNER_ID = 'cookie-banner';
