// A zod verdict as the forms show it: the first message of each invalid field, in the schema's field order.
// Synchronous on purpose: the submit hook decides in the click whether the WhatsApp tab opens.
import type { z } from 'zod';

export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
