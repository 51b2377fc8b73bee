import { builtContactEnv } from './business-contact';

describe('builtContactEnv', () => {
  it('takes the legal identity’s number and e-mail', () => {
    expect(
      builtContactEnv({ LEGAL_PHONE: ' 06 98 76 54 32 ', LEGAL_EMAIL: 'exploitation@harmonymove.fr' }),
    ).toEqual({
      SITE_PHONE: '06 98 76 54 32',
      SITE_PHONE_DIGITS: '33698765432',
      SITE_EMAIL: 'exploitation@harmonymove.fr',
    });
  });

  it('gives WhatsApp the international digits of any written form', () => {
    for (const phone of ['+33 6 98 76 54 32', '06.98.76.54.32', '0033 6 98 76 54 32'])
      expect(builtContactEnv({ LEGAL_PHONE: phone }).SITE_PHONE_DIGITS).toBe('33698765432');
  });

  it('is empty without one (the placeholders of lib/config/site.ts stand in)', () => {
    expect(builtContactEnv({})).toEqual({ SITE_PHONE: '', SITE_PHONE_DIGITS: '', SITE_EMAIL: '' });
  });
});
