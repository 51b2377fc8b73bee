'use client';

// The French error screen, inside this section's own document layout (app/layout.tsx renders no <html>).
export { default } from '../../(site)/error';
