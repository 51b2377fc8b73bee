// What an admin form says when a save fails: the spec's words for the failure, then the reason the server gave when
// it is another sentence (« La base de données est momentanément indisponible »…), so the operator knows whether to
// try again now, later, or reload.

/** `message`, followed by `reason` when there is one that says something more. */
export function failureWithReason(message: string, reason?: string): string {
  return reason && reason !== message ? `${message} ${reason}` : message;
}
