// Public API of the pricing module. Pure (no I/O, no clock), usable in browser and server.
export * from './settings';
export * from './format';
export * from './vehicles';
export * from './packages';
export * from './quote';
export * from './choice';
