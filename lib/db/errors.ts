// Typed failures of the data layer. Callers map them to HTTP meaning or to the spec's French messages.
//
// `instanceof` matches on the error's `code`, not on class identity: the store can be created by another bundle
// (instrumentation.ts warms it at start), whose copy of these classes is not the one a route handler imports.

type DataErrorCode = 'not_found' | 'conflict' | 'unavailable' | 'invalid';

function hasCode(value: unknown, codes: readonly DataErrorCode[]): boolean {
  return (
    value instanceof Error && codes.includes((value as Error & { code?: unknown }).code as DataErrorCode)
  );
}

export class DataError extends Error {
  constructor(
    message: string,
    readonly code: DataErrorCode,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return hasCode(value, ['not_found', 'conflict', 'unavailable', 'invalid']);
  }
}

export class NotFoundError extends DataError {
  constructor(what: string) {
    super(`${what} introuvable`, 'not_found');
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return hasCode(value, ['not_found']);
  }
}

export class ConflictError extends DataError {
  constructor(
    what: string,
    readonly constraint?: string,
  ) {
    super(`${what} existe déjà`, 'conflict');
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return hasCode(value, ['conflict']);
  }
}

/** The database is down, slow (time-out) or misconfigured. Pages show the spec's "Impossible de charger…" text. */
export class UnavailableError extends DataError {
  constructor(cause?: unknown) {
    super('Base de données indisponible', 'unavailable', { cause });
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return hasCode(value, ['unavailable']);
  }
}

export class InvalidDataError extends DataError {
  constructor(message: string) {
    super(message, 'invalid');
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return hasCode(value, ['invalid']);
  }
}
