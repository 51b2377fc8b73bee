// The spam gate of a public form: honeypot first (no DB work for bots), then the per-IP limit. Both answer 429.
import { clientIp } from './client-ip';
import { isHoneypotFilled } from './honeypot';
import {
  DEFAULT_THROTTLE,
  enforceThrottle,
  throttledError,
  type ThrottleRule,
  type ThrottleStore,
} from './throttle';

export async function rejectSpam(options: {
  request: Request;
  body: unknown;
  store: ThrottleStore;
  bucket: string;
  now: Date;
  rule?: ThrottleRule;
}): Promise<void> {
  if (isHoneypotFilled(options.body)) throw throttledError();
  await enforceThrottle(
    options.store,
    options.bucket,
    clientIp(options.request.headers),
    options.now,
    options.rule ?? DEFAULT_THROTTLE,
  );
}
