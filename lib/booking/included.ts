// What every ride includes, as step 2's vehicle cards list it (issue 18). The words are the site's claims
// (lib/config/site.ts, spec "Claims on the pages"); which apply depends on the trip: flight tracking and the included
// hour of waiting are airport promises (spec: "1 hour of waiting included at airports"), the name sign and the
// bilingual driver hold for every ride. Decision recorded in docs/architecture.md ("Step 2: what is included", under Pricing).
import { site } from '@/lib/config/site';

export function includedServices({ airport }: { airport: boolean }): string[] {
  return airport
    ? [site.claims.flightTracking, site.claims.greeting, site.claims.airportWait]
    : [site.claims.greeting, site.claims.drivers];
}
