// Typed failures of the data layer. Callers map them to HTTP meaning or to the spec's French messages.

export class DataError extends Error {
  constructor(
    message: string,
    readonly code: 'not_found' | 'conflict' | 'unavailable' | 'invalid',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DataError {
  constructor(what: string) {
    super(`${what} introuvable`, 'not_found');
  }
}

export class ConflictError extends DataError {
  constructor(
    what: string,
    readonly constraint?: string,
  ) {
    super(`${what} existe déjà`, 'conflict');
  }
}

/** The database is down, slow (time-out) or misconfigured. Pages show the spec's "Impossible de charger…" text. */
export class UnavailableError extends DataError {
  constructor(cause?: unknown) {
    super('Base de données indisponible', 'unavailable', { cause });
  }
}

export class InvalidDataError extends DataError {
  constructor(message: string) {
    super(message, 'invalid');
  }
}
