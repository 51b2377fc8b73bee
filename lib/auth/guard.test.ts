import { checkAdminSession, readAdminSession } from './session';
import { requireAdminApi, requireAdminToRevoke } from './guard';

jest.mock('./session', () => ({ checkAdminSession: jest.fn(), readAdminSession: jest.fn() }));
jest.mock('next/headers', () => ({ headers: jest.fn() }));

describe('the admin API guards during a database outage', () => {
  beforeEach(() => {
    jest.mocked(checkAdminSession).mockRejectedValue(new Error('connection refused'));
    // readAdminSession fails closed: an unreadable session is no session.
    jest.mocked(readAdminSession).mockResolvedValue(null);
  });

  it('an admin API fails closed: 401', async () => {
    expect((await requireAdminApi())?.status).toBe(401);
  });

  it('ending sessions throws instead, so the route answers 503 and never « logged out »', async () => {
    await expect(requireAdminToRevoke()).rejects.toThrow('connection refused');
  });

  it('ending sessions: null for the admin, 401 without a session', async () => {
    jest.mocked(checkAdminSession).mockResolvedValue({ admin: true, issuedAt: 1 });
    expect(await requireAdminToRevoke()).toBeNull();
    jest.mocked(checkAdminSession).mockResolvedValue(null);
    expect((await requireAdminToRevoke())?.status).toBe(401);
  });
});
