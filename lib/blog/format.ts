// Dates of blog posts in long French form ('4 juillet 2025'), always in Paris time whatever the server's zone.

const longFrenchDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

export function formatLongFrenchDate(value: string | Date): string {
  return longFrenchDate.format(typeof value === 'string' ? new Date(value) : value);
}
