// Shared by the banner (client) and the shell's pre-paint guard (server): plain constants, no 'use client'.

/** localStorage key holding the visitor's choice: 'accepted' or 'declined'. */
export const COOKIE_CONSENT_KEY = 'hm-cookie-consent';
export type CookieConsent = 'accepted' | 'declined';
export const COOKIE_BANNER_ID = 'cookie-banner';
