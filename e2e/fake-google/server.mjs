// Command-line entry of the fake Google Maps Platform (Playwright starts it as a webServer).
// Env: FAKE_GOOGLE_PORT (default 13111), FAKE_GOOGLE_API_KEY (the key it accepts, default 'fake-google-key').
import { startFakeGoogle } from './fake-google.mjs';

const fake = await startFakeGoogle({
  port: Number(process.env.FAKE_GOOGLE_PORT ?? 13111),
  apiKey: process.env.FAKE_GOOGLE_API_KEY ?? 'fake-google-key',
});
console.log(`[fake-google] ${fake.url}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
