// Text of the documents (voucher, invoice, agenda, feed, CSV): the customer's phone in the forms tel:, wa.me and sms:
// links need. Dates are formatted by lib/format/dates.ts; the PDF's own text by templates/pdf-fonts.ts.
/**
 * A phone number as typed by a customer → international digits ('33612345678'), or null when it is not a plausible
 * number. French national numbers (0X XX XX XX XX) get the +33 prefix; '00' becomes '+'.
 */
export function internationalDigits(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.trim().replace(/[\s.()-]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (/^0[1-9]\d{8}$/.test(digits)) return `33${digits.slice(1)}`;
  if (/^\+\d{8,15}$/.test(digits)) return digits.slice(1);
  return null;
}

export interface ContactLinks {
  tel: string;
  sms: string;
  whatsapp: string;
}

/** One-tap links to reach a customer, or null when the phone is missing or unusable. */
export function contactLinks(phone: string | null | undefined): ContactLinks | null {
  const digits = internationalDigits(phone);
  if (!digits) return null;
  return { tel: `tel:+${digits}`, sms: `sms:+${digits}`, whatsapp: `https://wa.me/${digits}` };
}
