// Moved to lib/requests/package-form.ts. This re-export keeps the imports of branches written before the move
// compiling; delete it once nothing imports '@/lib/packages/form-schema'.
export * from '@/lib/requests/package-form';
