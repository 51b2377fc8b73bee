// Public API of the booking module: messages, date rules, schemas, step-1 checks, booking reference, WhatsApp text.
export * from './messages';
export * from './dates';
export * from './airport';
export * from './schemas';
export * from './step1';
export * from './ref';
export * from './whatsapp';
