/// <reference types="google.maps" />
// Browser-side Google Places (new API) helpers: France-only address suggestions with a session token, and place
// details (formatted address + coordinates) for the chosen one. Failures are logged and rethrown with the status.

export interface GoogleSuggestion {
  id: string;
  label: string;
  secondary: string;
  prediction: google.maps.places.PlacePrediction;
}

export interface ResolvedPlace {
  address: string;
  lat: number;
  lng: number;
}

/** Address-like primary types (the new API's equivalent of the legacy `types: ['address']`). */
const ADDRESS_TYPES = ['street_address', 'premise', 'subpremise', 'route'];

export class PlacesServiceError extends Error {
  constructor(
    readonly operation: 'autocomplete' | 'details',
    cause: unknown,
  ) {
    super(`Google Places ${operation} a échoué`, { cause });
    this.name = 'PlacesServiceError';
  }
}

export async function fetchGoogleSuggestions(
  places: google.maps.PlacesLibrary,
  input: string,
  sessionToken: google.maps.places.AutocompleteSessionToken,
): Promise<GoogleSuggestion[]> {
  try {
    const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
      input,
      sessionToken,
      includedRegionCodes: ['fr'],
      includedPrimaryTypes: ADDRESS_TYPES,
      language: 'fr',
      region: 'fr',
    });
    return suggestions.flatMap((s) => {
      const p = s.placePrediction;
      if (!p) return [];
      return [
        {
          id: `google-${p.placeId}`,
          label: p.mainText?.text ?? p.text.text,
          secondary: p.secondaryText?.text ?? '',
          prediction: p,
        },
      ];
    });
  } catch (error) {
    console.error('[maps] autocomplétion Google en échec', error);
    throw new PlacesServiceError('autocomplete', error);
  }
}

/** Place details for a prediction; the session token of the suggestions request is reused automatically. */
export async function resolveGooglePlace(
  prediction: google.maps.places.PlacePrediction,
): Promise<ResolvedPlace | null> {
  try {
    const place = prediction.toPlace();
    await place.fetchFields({ fields: ['formattedAddress', 'location'] });
    if (!place.location) return null;
    return {
      address: place.formattedAddress ?? prediction.text.text,
      lat: place.location.lat(),
      lng: place.location.lng(),
    };
  } catch (error) {
    console.error('[maps] détails du lieu Google en échec', error);
    throw new PlacesServiceError('details', error);
  }
}
