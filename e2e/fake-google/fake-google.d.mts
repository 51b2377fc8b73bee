// Types of the fake Google Maps Platform (fake-google.mjs) for the TypeScript tests that start it.

export type FakeGoogleMode = 'ok' | 'timeout' | '403' | '500';

export interface FakeGooglePlace {
  id: string;
  name: string;
  formattedAddress: string;
  latitude: number;
  longitude: number;
}

export const FAKE_PLACES: FakeGooglePlace[];

export interface FakeGoogle {
  url: string;
  port: number;
  setMode(mode: FakeGoogleMode): void;
  calls(): { autocomplete: number; details: number; routes: number };
  reset(): void;
  close(): Promise<void>;
}

export function startFakeGoogle(options?: { port?: number; apiKey?: string }): Promise<FakeGoogle>;
