import { ConflictError, DataError, InvalidDataError, NotFoundError, UnavailableError } from './errors';

// A second copy of the classes, as another bundle (instrumentation.ts) would have.
function foreignError(code: string): Error {
  return Object.assign(new Error('copie étrangère'), { code, name: 'ConflictError' });
}

describe('data errors', () => {
  it('match their own class and the common base', () => {
    expect(new ConflictError('Réservation')).toBeInstanceOf(ConflictError);
    expect(new ConflictError('Réservation')).toBeInstanceOf(DataError);
    expect(new NotFoundError('Forfait')).not.toBeInstanceOf(ConflictError);
    expect(new UnavailableError()).toBeInstanceOf(UnavailableError);
    expect(new InvalidDataError('x')).toBeInstanceOf(InvalidDataError);
  });

  it('match an error from another copy of the module by its code', () => {
    expect(foreignError('conflict')).toBeInstanceOf(ConflictError);
    expect(foreignError('unavailable')).toBeInstanceOf(UnavailableError);
    expect(foreignError('unavailable')).toBeInstanceOf(DataError);
    expect(foreignError('conflict')).not.toBeInstanceOf(UnavailableError);
  });

  it('do not match plain errors or non-errors', () => {
    expect(new Error('x')).not.toBeInstanceOf(DataError);
    expect({ code: 'conflict' }).not.toBeInstanceOf(ConflictError);
    expect(null).not.toBeInstanceOf(NotFoundError);
  });
});
