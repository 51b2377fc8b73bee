'use client';

// Loaded on demand (next/dynamic) the first time an address field is used with a key: mounts the Maps JS loader and
// reports the places library and loading status upward. Nothing of Google ships or loads before that.
import { useEffect } from 'react';
import {
  APILoadingStatus,
  APIProvider,
  useApiLoadingStatus,
  useMapsLibrary,
} from '@vis.gl/react-google-maps';
import type { GooglePlacesState } from './places-context';

function Reporter({ onChange }: { onChange: (state: GooglePlacesState) => void }) {
  const status = useApiLoadingStatus();
  const places = useMapsLibrary('places');
  useEffect(() => {
    if (status === APILoadingStatus.AUTH_FAILURE) onChange({ status: 'auth-failure', places: null });
    else if (status === APILoadingStatus.FAILED) onChange({ status: 'failed', places: null });
    else if (places) onChange({ status: 'ready', places });
    else onChange({ status: 'loading', places: null });
  }, [status, places, onChange]);
  return null;
}

export default function GooglePlacesBridge({
  apiKey,
  onChange,
}: {
  apiKey: string;
  onChange: (state: GooglePlacesState) => void;
}) {
  return (
    <APIProvider
      apiKey={apiKey}
      language="fr"
      region="FR"
      onError={(error) => {
        console.error('[maps] chargement de Google Maps impossible', error);
        onChange({ status: 'failed', places: null });
      }}
    >
      <Reporter onChange={onChange} />
    </APIProvider>
  );
}
