// Public request intake shared by every public route handler (wizard, packages, contact, business).
export { clientIp, clientKey, PEER_IP_HEADER, UNKNOWN_IP } from './client-ip';
export { isForeignOrigin } from './origin';
export { HONEYPOT_FIELD, isHoneypotFilled } from './honeypot';
export { rejectSpam } from './spam';
export {
  DEFAULT_THROTTLE,
  enforceThrottle,
  throttledError,
  type ThrottleRule,
  type ThrottleStore,
} from './throttle';
export { DEFAULT_MAX_BODY_BYTES, parseInput, readJsonBody, readTextBody } from './body';
export {
  errorBody,
  errorResponse,
  invalidInput,
  issueFields,
  jsonError,
  RequestError,
  withErrorHandling,
  type ErrorBody,
  type FieldMessages,
  type RequestErrorStatus,
} from './errors';
export { handle, runRequest, type RequestContext, type RequestKind } from './pipeline';
export { createReservationWithRef, requestIdSchema } from './idempotency';
export { REQUEST_MESSAGES, SEND_FAILED } from './messages';
export { CONTROL_CHARACTER_MESSAGE, controlCharacterPath, withCleanText } from './text';
