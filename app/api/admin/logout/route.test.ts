import { requireAdminApi } from '@/lib/auth/guard';
import { endAdminSession } from '@/lib/auth/session';
import { POST } from './route';

jest.mock('@/lib/auth/guard', () => ({ requireAdminApi: jest.fn() }));
jest.mock('@/lib/auth/session', () => ({ endAdminSession: jest.fn() }));

const logout = () => POST(new Request('http://localhost/api/admin/logout', { method: 'POST' }));

describe('POST /api/admin/logout', () => {
  beforeEach(() => jest.mocked(endAdminSession).mockClear());

  it('answers the guard’s 401 without a session and touches nothing', async () => {
    jest.mocked(requireAdminApi).mockResolvedValue(Response.json({}, { status: 401 }));
    expect((await logout()).status).toBe(401);
    expect(endAdminSession).not.toHaveBeenCalled();
  });

  it('ends the session of a signed-in admin', async () => {
    jest.mocked(requireAdminApi).mockResolvedValue(null);
    const response = await logout();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: 'Déconnexion réussie' });
    expect(endAdminSession).toHaveBeenCalledTimes(1);
  });
});
