import { requireAdminApi } from '@/lib/auth/guard';
import { GET } from './route';

jest.mock('@/lib/auth/guard', () => ({ requireAdminApi: jest.fn() }));

describe('GET /api/admin/session', () => {
  it('answers the guard’s 401 once the session is over', async () => {
    jest.mocked(requireAdminApi).mockResolvedValue(Response.json({}, { status: 401 }));
    expect((await GET()).status).toBe(401);
  });

  it('answers 204, never cached, while it is open', async () => {
    jest.mocked(requireAdminApi).mockResolvedValue(null);
    const response = await GET();
    expect(response.status).toBe(204);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers 503 in French when the session store cannot be read', async () => {
    jest.mocked(requireAdminApi).mockRejectedValue(new Error('db down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await GET();
    expect(response.status).toBe(503);
    expect((await response.json()).error.title).toBe('Échec de la connexion');
  });
});
