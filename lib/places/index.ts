// Public API of the places module: catalogue, zone tests, distances. Pure (no I/O), usable in browser and server.
export * from './constants';
export * from './text';
export * from './geo';
export * from './zones';
export * from './catalogue';
export * from './refs';
