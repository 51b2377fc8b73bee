// The operator's legal identity: ONE configuration, used by the voucher (bon de réservation), the invoices and the
// legal pages (mentions légales, CGV, confidentialité). Values come from the LEGAL_* variables validated in lib/env.ts;
// outside production the placeholders of lib/config/site.ts stand in, and a production start refuses to run without
// real values (lib/env.ts). Server-only: the pages that print it render on the server.
import 'server-only';
import { legalConfigProblems, serverEnv, type ServerEnv } from '@/lib/env';
import { VAT_EXEMPT_MENTION } from '@/lib/pricing/quote';
import { site } from './site';

export interface LegalIdentity {
  companyName: string;
  /** 'SASU au capital de 1 000 €' */
  companyForm: string;
  /** Registered office, one line: '12 rue de Chartres, 91410 Dourdan' */
  address: string;
  phone: string;
  email: string;
  /** '123 456 782' */
  siren: string;
  /**
   * 'RCS Évry': the registry of the company's registration (Code de commerce R123-237), printed after the SIREN;
   * null when LEGAL_RCS is not set (no placeholder: a business not registered at the RCS prints none).
   */
  rcs: string | null;
  /** 'EVTC091230045' (registre des exploitants VTC) */
  vtcRegisterNumber: string;
  /** The intra-EU VAT number, or null under the VAT exemption (franchise en base). */
  vatNumber: string | null;
  /** What an invoice prints about VAT: 'N° TVA intracommunautaire : FR…' or the art. 293 B mention. */
  vatMention: string;
  publicationDirector: string;
  mediator: { name: string; url: string };
  host: { name: string; address: string };
}

/** '123456782' → '123 456 782' */
export function formatSiren(digits: string): string {
  const d = digits.replace(/\s+/g, '');
  return /^\d{9}$/.test(d) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : digits;
}

/** Development placeholders (lib/config/site.ts); never accepted by a production start. */
const placeholders = {
  companyName: site.legal.companyName,
  companyForm: site.legal.companyForm,
  address: site.legal.address,
  phone: site.phone,
  email: site.email,
  siren: site.legal.siren,
  vtcRegisterNumber: site.legal.vtcRegisterNumber,
  vatNumber: site.legal.vatNumber,
  publicationDirector: site.legal.publicationDirector,
  mediatorName: site.legal.mediator.name,
  mediatorUrl: site.legal.mediator.url,
  hostName: site.legal.host.name,
  hostAddress: site.legal.host.address,
};

/**
 * The operator charges no VAT (franchise en base, LEGAL_VAT_EXEMPT=true; docs/product.md#pricing-vat-exempt): the one
 * reading of that setting, for the quote, the wizard's and the home box's text, the e-mails and the legal identity.
 */
export function isVatExempt(env: ServerEnv = serverEnv()): boolean {
  return env.LEGAL_VAT_EXEMPT === true;
}

export function legalIdentityFrom(env: ServerEnv): LegalIdentity {
  const exempt = isVatExempt(env);
  const vatNumber = exempt ? null : (env.LEGAL_VAT_NUMBER ?? placeholders.vatNumber);
  return {
    companyName: env.LEGAL_COMPANY_NAME ?? placeholders.companyName,
    companyForm: env.LEGAL_COMPANY_FORM ?? placeholders.companyForm,
    address: env.LEGAL_ADDRESS ?? placeholders.address,
    phone: env.LEGAL_PHONE ?? placeholders.phone,
    email: env.LEGAL_EMAIL ?? placeholders.email,
    siren: formatSiren(env.LEGAL_SIREN ?? placeholders.siren),
    rcs: env.LEGAL_RCS ?? null,
    vtcRegisterNumber: env.LEGAL_VTC_REGISTER ?? placeholders.vtcRegisterNumber,
    vatNumber,
    vatMention: vatNumber ? `N° TVA intracommunautaire : ${vatNumber}` : VAT_EXEMPT_MENTION,
    publicationDirector: env.LEGAL_PUBLICATION_DIRECTOR ?? placeholders.publicationDirector,
    mediator: {
      name: env.LEGAL_MEDIATOR_NAME ?? placeholders.mediatorName,
      url: env.LEGAL_MEDIATOR_URL ?? placeholders.mediatorUrl,
    },
    host: {
      name: env.LEGAL_HOST ?? placeholders.hostName,
      address: env.LEGAL_HOST_ADDRESS ?? placeholders.hostAddress,
    },
  };
}

/** The operator's legal identity from the validated environment; throws in production rather than print a placeholder. */
export function legalIdentity(): LegalIdentity {
  const env = serverEnv();
  const problems = legalConfigProblems(env);
  if (problems.length > 0) {
    throw new Error(`Identité légale incomplète :\n  - ${problems.join('\n  - ')}\nVoir .env.example.`);
  }
  return legalIdentityFrom(env);
}

/** schema.org PostalAddress fields of a one-line French address. */
export interface PostalAddressParts {
  streetAddress?: string;
  postalCode?: string;
  addressLocality?: string;
  addressCountry: 'FR';
}

/**
 * '12 rue de Chartres, 91410 Dourdan' → street, postal code and town (the last « NNNNN Town » of the line); a line
 * without a postal code is kept whole as the street.
 */
export function postalAddressParts(line: string): PostalAddressParts {
  const match = /^(.*?)[,\s]+(\d{5})\s+([^,\d][^,]*?)\s*,?\s*(?:France)?\s*$/i.exec(line.trim());
  if (!match || !match[1]) return { streetAddress: line.trim(), addressCountry: 'FR' };
  return { streetAddress: match[1], postalCode: match[2], addressLocality: match[3], addressCountry: 'FR' };
}

/**
 * The registered office as schema.org fields, from LEGAL_ADDRESS; null while it is not configured (the placeholder is
 * never published, not even by a build made without the production environment).
 */
export function registeredOffice(env: ServerEnv = serverEnv()): PostalAddressParts | null {
  return env.LEGAL_ADDRESS ? postalAddressParts(env.LEGAL_ADDRESS) : null;
}
