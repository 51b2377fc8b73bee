import { CONTACT_MESSAGES } from './messages';
import { businessSchema, checkMessageForm, contactSchema } from './message-form';
import { ENGLISH_CUSTOMER_INTRO } from '@/lib/booking/whatsapp';
import { businessWhatsAppText, contactWhatsAppText } from './message';

const requestId = '0b6f3c2e-4a5d-4f7e-9a1b-2c3d4e5f6a7b';

describe('contactSchema', () => {
  it('accepts name, e-mail and message, phone optional (empty → null)', () => {
    const parsed = contactSchema.parse({
      requestId,
      name: '  Camille ',
      email: 'camille@example.fr',
      phone: '',
      message: 'Bonjour',
    });
    expect(parsed).toEqual({
      requestId,
      locale: 'fr',
      name: 'Camille',
      email: 'camille@example.fr',
      phone: null,
      message: 'Bonjour',
    });
  });

  it.each(['name', 'email', 'message'])('requires %s', (field) => {
    const input: Record<string, string> = {
      requestId,
      name: 'A',
      email: 'a@b.fr',
      message: 'm',
      [field]: '   ',
    };
    const result = contactSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message: CONTACT_MESSAGES.fieldRequired });
  });

  it('rejects a malformed e-mail or phone and a missing requestId', () => {
    const base = { requestId, name: 'A', email: 'a@b.fr', message: 'm' };
    expect(contactSchema.safeParse({ ...base, email: 'pas-un-email' }).error?.issues[0]?.message).toBe(
      CONTACT_MESSAGES.invalidEmail,
    );
    expect(contactSchema.safeParse({ ...base, phone: 'abc' }).error?.issues[0]?.message).toBe(
      CONTACT_MESSAGES.invalidPhone,
    );
    expect(contactSchema.safeParse({ ...base, requestId: 'x' }).success).toBe(false);
  });

  it('caps the message at 4000 characters (the database limit)', () => {
    const base = { requestId, name: 'A', email: 'a@b.fr' };
    expect(contactSchema.safeParse({ ...base, message: 'x'.repeat(4000) }).success).toBe(true);
    expect(contactSchema.safeParse({ ...base, message: 'x'.repeat(4001) }).success).toBe(false);
  });
});

describe('businessSchema', () => {
  it('requires every field, phone included', () => {
    const full = {
      requestId,
      company: 'Hôtel du Château',
      contact: 'Jeanne Dupont',
      email: 'jeanne@hotel.fr',
      phone: '06 11 22 33 44',
      needs: 'Navettes Orly',
    };
    expect(businessSchema.parse(full)).toEqual({ ...full, locale: 'fr' });
    for (const field of ['company', 'contact', 'email', 'phone', 'needs']) {
      expect(businessSchema.safeParse({ ...full, [field]: '' }).success).toBe(false);
    }
  });
});

describe('WhatsApp texts', () => {
  it('carry the reference and every field the visitor typed', () => {
    const contact = contactWhatsAppText(
      { requestId, locale: 'fr', name: 'Camille', email: 'c@e.fr', phone: '0611', message: 'Transfert Orly' },
      'HM-ABCDE',
    );
    expect(contact).toContain('HM-ABCDE');
    expect(contact).toContain('Camille');
    expect(contact).toContain('Téléphone\u00a0: 0611');
    expect(contact).toContain('Transfert Orly');
    const business = businessWhatsAppText(
      {
        requestId,
        locale: 'en',
        company: 'ACME',
        contact: 'Jeanne',
        email: 'j@a.fr',
        phone: '0611',
        needs: '10 trajets',
      },
      'HM-XYZ12',
    );
    expect(business).toContain('Entreprise\u00a0: ACME');
    expect(business).toContain('10 trajets');
    // The operator's message stays French and says the visitor wrote from the English site; the visitor's own first
    // line is English.
    expect(business).toContain('Langue du client\u00a0: anglais');
    expect(business.split('\n')[0]).toBe(ENGLISH_CUSTOMER_INTRO);
    expect(contact.split('\n')[0]).toMatch(/^Bonjour Harmony Move/);
    expect(contact).not.toContain('Langue du client');
  });
});

describe('checkMessageForm (the forms’ check in the click, on the server’s schemas)', () => {
  it('lists every refused field in field order, with the toast when one is missing', () => {
    const check = checkMessageForm('contact', { name: '', email: 'x', phone: '12', message: '' });
    expect(Object.keys(check.errors)).toEqual(['name', 'email', 'phone', 'message']);
    expect(check.errors).toMatchObject({
      name: CONTACT_MESSAGES.fieldRequired,
      email: CONTACT_MESSAGES.invalidEmail,
      phone: CONTACT_MESSAGES.invalidPhone,
    });
    expect(check.toast).toEqual(CONTACT_MESSAGES.required);
  });

  it('accepts what the server accepts, and no toast for a shape error only', () => {
    expect(
      checkMessageForm('business', {
        company: 'Hôtel',
        contact: 'Jeanne',
        email: 'j@h.fr',
        phone: '06 11 22 33 44',
        needs: 'Navettes',
      }),
    ).toEqual({ errors: {}, toast: undefined });
    const check = checkMessageForm('contact', { name: 'A', email: 'x', phone: '', message: 'm' });
    expect(check).toEqual({ errors: { email: CONTACT_MESSAGES.invalidEmail }, toast: undefined });
  });
});
