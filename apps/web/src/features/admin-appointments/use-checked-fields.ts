import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';

/** Each field's message, by field name. */
type FieldMessages<Field extends string> = Partial<Record<Field, string>>;

/**
 * The typed values of a job-time form and their messages. `check` reads the values with the server's
 * own schema before anything is sent: it answers the values it read, or null after putting each field's
 * first message next to it. `refused` puts the server's per-field messages there when its refusal
 * names fields. `Extra` names the fields outside the typed values, such as a receipt's file.
 */
export function useCheckedFields<
  Schema extends z.ZodType<unknown, Record<string, string>>,
  Extra extends string = never,
>(schema: Schema, initial: z.input<Schema>) {
  type Values = z.input<Schema>;
  type Field = (keyof Values & string) | Extra;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldMessages<Field>>({});

  const set = (field: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((before) => ({ ...before, [field]: value }));
  };

  const check = (): z.output<Schema> | null => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found: FieldMessages<Field> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return null;
    }
    setErrors({});
    return parsed.data;
  };

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.fields) setErrors(error.fields as FieldMessages<Field>);
  };

  return { values, setValues, set, errors, setErrors, check, refused };
}
