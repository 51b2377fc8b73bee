// Public API of the booking module: messages, date rules, step-1 checks, booking reference. The zod schemas and the
// WhatsApp text are imported from './schemas' and './whatsapp' directly: the browser loads the schemas only when a
// form validates, and never the WhatsApp text (the server writes it, with its French date and money formatters).
export * from './messages';
export * from './dates';
export * from './airport';
export * from './step1';
export * from './step1-ready';
export * from './ref';
