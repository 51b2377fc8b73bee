import { ADMIN_HOME_PATH, adminLoginHref, adminReturnPath } from './return-path';

describe('adminReturnPath', () => {
  it('keeps an admin page with its query', () => {
    expect(adminReturnPath('/admin/dashboard?q=HM-0F05G')).toBe('/admin/dashboard?q=HM-0F05G');
    expect(adminReturnPath('/admin/prices')).toBe('/admin/prices');
  });

  it.each([
    undefined,
    '',
    'https://evil.example/admin/x',
    '//evil.example/admin/x',
    '/\\evil.example/admin/x',
    '/admin/../blog',
    '/blog',
    '/admin',
    '/admin/login',
    '/admin/login?next=/admin/prices',
    `/admin/${'x'.repeat(1200)}`,
  ])('sends %p to the dashboard', (value) => {
    expect(adminReturnPath(value)).toBe(ADMIN_HOME_PATH);
  });
});

describe('adminLoginHref', () => {
  it('carries the page asked for, encoded', () => {
    expect(adminLoginHref('/admin/dashboard?q=HM-0F05G&statut=paid')).toBe(
      '/admin/login?next=%2Fadmin%2Fdashboard%3Fq%3DHM-0F05G%26statut%3Dpaid',
    );
  });

  it('is the bare login page for the dashboard or anything unsafe', () => {
    expect(adminLoginHref('/admin/dashboard')).toBe('/admin/login');
    expect(adminLoginHref('/admin')).toBe('/admin/login');
  });
});
