// Command-line entry of the fake Stripe API (Playwright starts it as a webServer).
// Env: FAKE_STRIPE_PORT (default 12111), FAKE_STRIPE_WEBHOOK_URL + FAKE_STRIPE_WEBHOOK_SECRET to deliver webhooks.
import { startFakeStripe } from './fake-stripe.mjs';

const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
const webhookUrl = process.env.FAKE_STRIPE_WEBHOOK_URL;
const webhookSecret = process.env.FAKE_STRIPE_WEBHOOK_SECRET;

const fake = await startFakeStripe({
  port,
  webhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined,
});
console.log(`[fake-stripe] ${fake.url}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
