'use client';

// The wizard's copy (lib/i18n/booking-text.ts), given once by the wizard and read by its parts. Outside the wizard
// (the home box's address field) there is none: those parts keep their French defaults.
import * as React from 'react';
import type { BookingText } from '@/lib/i18n/booking-text';
import { translated } from '@/lib/i18n/fill';

const BookingTextContext = React.createContext<BookingText | null>(null);

export const BookingTextProvider = BookingTextContext.Provider;

/** The wizard's copy; only inside the wizard. */
export function useBookingText(): BookingText {
  const text = React.use(BookingTextContext);
  if (!text) throw new Error('useBookingText hors du tunnel de réservation');
  return text;
}

/** The wizard's copy when there is one (the address field also serves the home box). */
export function useOptionalBookingText(): BookingText | null {
  return React.use(BookingTextContext);
}

/** A French message in the page's language (unchanged in French or outside the wizard). */
export function useTranslate(): (text: string) => string {
  const map = React.use(BookingTextContext)?.errors ?? null;
  return (text: string) => translated(text, map);
}

/** '3 suggestions disponibles' (French without the wizard's copy, e.g. in the home box). */
export function suggestionCount(
  count: number,
  ui: { suggestionOne: string; suggestionOther: string } | undefined,
) {
  if (!ui) return `${count} suggestion${count > 1 ? 's' : ''} disponible${count > 1 ? 's' : ''}`;
  return (count === 1 ? ui.suggestionOne : ui.suggestionOther).replace('#', String(count));
}
