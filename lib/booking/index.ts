// Public API of the booking module: messages, date rules, step-1 checks, booking reference, WhatsApp text. The zod
// schemas are imported from './schemas' directly: the browser loads them only when a form validates.
export * from './messages';
export * from './dates';
export * from './airport';
export * from './step1';
export * from './ref';
export * from './whatsapp';
