/// <reference types="google.maps" />
'use client';

// Google Places availability for the address fields. Without NEXT_PUBLIC_GOOGLE_MAPS_API_KEY the status is
// 'disabled' for good (catalogue suggestions only). With a key, the Maps script is requested only when a field asks
// for it (first focus), so visitors who never touch an address never download it.
import * as React from 'react';
import dynamic from 'next/dynamic';

export type GooglePlacesStatus = 'disabled' | 'idle' | 'loading' | 'ready' | 'auth-failure' | 'failed';

export interface GooglePlacesState {
  status: GooglePlacesStatus;
  places: google.maps.PlacesLibrary | null;
}

interface PlacesContextValue extends GooglePlacesState {
  /** Starts loading the Maps script (idempotent; no-op without a key). */
  requestGoogle: () => void;
}

const PlacesContext = React.createContext<PlacesContextValue>({
  status: 'disabled',
  places: null,
  requestGoogle: () => undefined,
});

const GooglePlacesBridge = dynamic(() => import('./google-places-bridge'), { ssr: false });

export function PlacesProvider({ children }: { children: React.ReactNode }) {
  // Read literally (not through lib/env) so Next inlines it and the client bundle does not carry the env schema.
  const apiKey = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY || undefined;
  const [wanted, setWanted] = React.useState(false);
  const [state, setState] = React.useState<GooglePlacesState>({
    status: apiKey ? 'idle' : 'disabled',
    places: null,
  });
  const requestGoogle = React.useCallback(() => {
    if (apiKey) setWanted(true);
  }, [apiKey]);
  const value = React.useMemo(() => ({ ...state, requestGoogle }), [state, requestGoogle]);
  return (
    <PlacesContext.Provider value={value}>
      {children}
      {apiKey && wanted ? <GooglePlacesBridge apiKey={apiKey} onChange={setState} /> : null}
    </PlacesContext.Provider>
  );
}

export function useGooglePlaces(): PlacesContextValue {
  return React.useContext(PlacesContext);
}
