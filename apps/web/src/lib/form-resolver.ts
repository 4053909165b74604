import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of a form whose fields hold text (a select's '' for "nobody", a date input's string)
 * that the shared schema, the same one the server runs, turns into its own types. Where the schema
 * reads its input through `z.preprocess`, zod types that input as `unknown`, so the form states the
 * shape of its fields (`Values`) and gets the schema's output on submit. This is the one place that
 * joins the two types.
 */
export function formResolver<Values extends FieldValues, Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
): Resolver<Values, unknown, z.output<Schema>> {
  // zodResolver is typed on the schema's input; the form's fields are the text that input accepts.
  return zodResolver(schema) as unknown as Resolver<Values, unknown, z.output<Schema>>;
}
