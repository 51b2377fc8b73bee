// The stored records as the UI sees them (types only): components import them from here, never from lib/db/, so the
// admin views stay free of the database layer's modules. The shapes themselves are defined with the store
// (lib/db/types.ts), next to the rows they are mapped from.
export type {
  BlogPost,
  BlogPostSummary,
  Department,
  LinkedFixedRoute,
  LocalPackage,
  Reservation,
} from '@/lib/db/types';
