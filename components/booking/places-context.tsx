'use client';

// Whether Google suggestions are available, shared by the address fields of a form. The browser never loads the Maps
// JavaScript API: suggestions come from the server (/api/places/autocomplete), which says when no key is configured
// ('disabled': catalogue places only, and the field says so) and answers 503 when Google fails ('failed').
import * as React from 'react';

export type GooglePlacesStatus = 'unknown' | 'ready' | 'disabled' | 'failed';

interface PlacesContextValue {
  status: GooglePlacesStatus;
  /** Called by a field with what the server answered. */
  report: (status: Exclude<GooglePlacesStatus, 'unknown'>) => void;
}

const PlacesContext = React.createContext<PlacesContextValue>({
  status: 'unknown',
  report: () => undefined,
});

export function PlacesProvider({ children }: { children: React.ReactNode }) {
  const [status, setStatus] = React.useState<GooglePlacesStatus>('unknown');
  const value = React.useMemo(() => ({ status, report: setStatus }), [status]);
  return <PlacesContext.Provider value={value}>{children}</PlacesContext.Provider>;
}

export function useGooglePlaces(): PlacesContextValue {
  return React.useContext(PlacesContext);
}
