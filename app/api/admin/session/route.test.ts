import { checkAdminSession } from '@/lib/auth/session';
import { GET } from './route';

jest.mock('@/lib/auth/session', () => ({ checkAdminSession: jest.fn() }));

describe('GET /api/admin/session', () => {
  it('answers 401 once the session is over', async () => {
    jest.mocked(checkAdminSession).mockResolvedValue(null);
    const response = await GET();
    expect(response.status).toBe(401);
    expect((await response.json()).error.title).toBe('Accès refusé');
  });

  it('answers 204, never cached, while it is open', async () => {
    jest.mocked(checkAdminSession).mockResolvedValue({ admin: true, issuedAt: Date.now() });
    const response = await GET();
    expect(response.status).toBe(204);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers 503, not 401, when the database cannot say: an outage never asks for the password', async () => {
    jest.mocked(checkAdminSession).mockRejectedValue(new Error('db down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await GET();
    expect(response.status).toBe(503);
    expect((await response.json()).error.title).toBe('Échec de la connexion');
  });
});
