import { requireAdminToRevoke } from '@/lib/auth/guard';
import { endAdminSession, endAllAdminSessions } from '@/lib/auth/session';
import { POST as logoutPost } from './route';
import { POST as logoutAllPost } from '../logout-all/route';

jest.mock('@/lib/auth/guard', () => ({ requireAdminToRevoke: jest.fn() }));
jest.mock('@/lib/auth/session', () => ({ endAdminSession: jest.fn(), endAllAdminSessions: jest.fn() }));

const routes = [
  { name: 'logout', post: logoutPost, end: endAdminSession, done: 'Déconnexion réussie' },
  {
    name: 'logout-all',
    post: logoutAllPost,
    end: endAllAdminSessions,
    done: 'Toutes les sessions ont été déconnectées',
  },
] as const;

describe.each(routes)('POST /api/admin/$name', ({ name, post, end, done }) => {
  const call = () => post(new Request(`http://localhost/api/admin/${name}`, { method: 'POST' }));
  beforeEach(() => {
    jest.mocked(end).mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers the guard’s 401 without a session and touches nothing', async () => {
    jest.mocked(requireAdminToRevoke).mockResolvedValue(Response.json({}, { status: 401 }));
    expect((await call()).status).toBe(401);
    expect(end).not.toHaveBeenCalled();
  });

  it('ends the session(s) of a signed-in admin', async () => {
    jest.mocked(requireAdminToRevoke).mockResolvedValue(null);
    const response = await call();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: done });
    expect(end).toHaveBeenCalledTimes(1);
  });

  // The session check reads the database: an outage must not read as « no session » (a 401 the admin's page took
  // for « already logged out »), nor a revocation that could not be written as done.
  it('answers 503 « Échec de la déconnexion » when the database cannot be read or written', async () => {
    jest.mocked(requireAdminToRevoke).mockRejectedValue(new Error('connection refused'));
    let response = await call();
    expect(response.status).toBe(503);
    expect(JSON.stringify(await response.json())).toContain('Échec de la déconnexion');
    expect(end).not.toHaveBeenCalled();

    jest.mocked(requireAdminToRevoke).mockResolvedValue(null);
    jest.mocked(end).mockRejectedValue(new Error('connection refused'));
    response = await call();
    expect(response.status).toBe(503);
  });
});
