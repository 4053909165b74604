/**
 * JSON for a `<script type="application/json">` element. Characters that could end the
 * script or confuse an HTML parser become \u escapes, which JSON.parse reads back unchanged.
 */
export function serializeState(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
