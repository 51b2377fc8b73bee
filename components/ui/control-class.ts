// Class names shared by every form control (input, native select, textarea): one look for every form.
// Joined without tailwind-merge on purpose: the public forms stay free of it (≈9 KB gzip); callers add only classes
// that do not fight the base ones (a width, a font), or pass `min-h-*` to a textarea, which replaces its default.
// 16 px text (text-base) at every width: iOS Safari zooms the page on focus of a field under 16 px (phones in
// landscape and tablets are over `md`), so no `md:text-sm` here or on any other field.
// An invalid field that has the focus shows the focus, not its red: app/globals.css (one rule for every control).

export const controlClass =
  'border-input bg-background placeholder:text-muted-foreground flex w-full min-w-0 rounded-md border px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:opacity-50 focus-visible:border-ring focus-visible:ring-ring/40 focus-visible:ring-2 aria-invalid:border-destructive aria-invalid:ring-destructive/20';

/** Joins class names, skipping empty ones (no conflict resolution: see above). */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
