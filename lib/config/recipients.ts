// The services that receive visitors' data on this server (named by the privacy page, both languages): Google when a
// Maps key is set (addresses typed), Stripe when a secret key is set (card payments). Read per request, never at
// build time: a key added to the environment at a restart, without a rebuild, is named from that start on.
import 'server-only';
import { serverEnv } from '@/lib/env';

export interface DataRecipients {
  usesGoogle: boolean;
  usesStripe: boolean;
}

export function dataRecipients(): DataRecipients {
  const env = serverEnv();
  return {
    usesGoogle: Boolean(env.GOOGLE_MAPS_SERVER_KEY || env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY),
    usesStripe: Boolean(env.STRIPE_SECRET_KEY),
  };
}
