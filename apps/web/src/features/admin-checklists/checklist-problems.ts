import { checklistTemplateInputSchema, type ChecklistTemplateInput, type ChecklistTemplateValues } from '@ta/shared';

/** Each problem by where it is: 'name', 'sections' (no items at all), 'sections.0.name', 'sections.0.items.2.label',
 * 'sections.0.items.2.labelEs'. */
export type ChecklistProblems = Record<string, string>;

/** The template as the server will read it, or the problems to show beside the fields (the first of each). */
export function checkChecklist(
  payload: ChecklistTemplateInput,
): { ok: true; values: ChecklistTemplateValues } | { ok: false; problems: ChecklistProblems } {
  const result = checklistTemplateInputSchema.safeParse(payload);
  if (result.success) return { ok: true, values: result.data };
  const problems: ChecklistProblems = {};
  for (const issue of result.error.issues) {
    const where = issue.path.join('.') || 'name';
    problems[where] ??= issue.message;
  }
  return { ok: false, problems };
}
