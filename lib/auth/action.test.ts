import { z } from 'zod';
import { NotFoundError, UnavailableError } from '@/lib/db/errors';
import { ActionError, adminAction } from './action';
import { readAdminSession } from './session';

jest.mock('./session', () => ({ readAdminSession: jest.fn() }));
const session = jest.mocked(readAdminSession);

const schema = z.object({ amount: z.number().min(0, 'Le montant ne peut pas être négatif.') });

describe('adminAction', () => {
  beforeAll(() => {
    // What next.config.ts `experimental.authInterrupts` sets at build time.
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';
  });
  beforeEach(() => session.mockReset());

  it('answers 401 (unauthorized interrupt) without a session, before parsing or running anything', async () => {
    session.mockResolvedValue(null);
    const handler = jest.fn();
    const action = adminAction(schema, handler);
    await expect(action({ amount: -1 })).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;401',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('parses the input and returns the handler data', async () => {
    session.mockResolvedValue({ admin: true, issuedAt: Date.now() });
    const action = adminAction(schema, async ({ amount }) => amount * 2);
    await expect(action({ amount: 21 })).resolves.toEqual({ ok: true, data: 42 });
  });

  it('refuses invalid input with the French message per field, without running the handler', async () => {
    session.mockResolvedValue({ admin: true, issuedAt: Date.now() });
    const handler = jest.fn();
    const action = adminAction(schema, handler);
    await expect(action({ amount: -5 })).resolves.toEqual({
      ok: false,
      error: 'Le montant ne peut pas être négatif.',
      fieldErrors: { amount: 'Le montant ne peut pas être négatif.' },
    });
    // zod's own messages come out in French too.
    const result = await action({ amount: 'abc' } as unknown as { amount: number });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/attendu|invalide/i);
    expect(handler).not.toHaveBeenCalled();
  });

  it('maps thrown errors to a typed failure instead of throwing to the client', async () => {
    session.mockResolvedValue({ admin: true, issuedAt: Date.now() });
    const failWith = (error: unknown) =>
      adminAction(schema, async () => {
        throw error;
      })({ amount: 1 });
    await expect(failWith(new ActionError('Impossible de sauvegarder les prix.'))).resolves.toEqual({
      ok: false,
      error: 'Impossible de sauvegarder les prix.',
    });
    await expect(failWith(new NotFoundError('Réservation'))).resolves.toEqual({
      ok: false,
      error: "L'élément n'existe plus. Rechargez la page.",
    });
    await expect(failWith(new UnavailableError())).resolves.toEqual({
      ok: false,
      error: 'La base de données est momentanément indisponible. Réessayez dans quelques instants.',
    });
    // A DataError from another bundle's copy of lib/db/errors (same shape, different class).
    const foreign = Object.assign(new Error('Forfait introuvable'), { code: 'not_found' });
    await expect(failWith(foreign)).resolves.toMatchObject({
      ok: false,
      error: expect.stringMatching(/n'existe plus/),
    });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(failWith(new Error('bug'))).resolves.toEqual({
      ok: false,
      error: 'Une erreur inattendue est survenue. Réessayez.',
    });
    log.mockRestore();
  });
});
