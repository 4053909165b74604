/**
 * Stripe's request encoding, read back: form bodies and query strings in bracket notation, as the
 * `stripe` library writes them (`line_items[0][price_data][unit_amount]=1000`, `expand[0]=payment_intent`,
 * `expand[]=…`, `metadata[invoiceId]=4`, `created[gte]=…`). Every value stays a string, as it was sent;
 * the fake reads numbers and booleans from them as Stripe does, naming the parameter when one is wrong.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** A key or a value Stripe would refuse outright; `param` is the key as sent. */
export class FormError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
  }
}

// Keys that would reach Object.prototype if a body named them.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// Containers whose keys are the caller's own words, never array indexes (`metadata[0]=…` stays a key).
const FREE_FORM_KEYS = new Set(['metadata']);

type Node = string | Branch;
interface Branch {
  [key: string]: Node;
}

function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw new FormError(`Invalid parameter name: ${key}`, key);
  const segments = [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')];
  for (const segment of segments) {
    if (UNSAFE_KEYS.has(segment)) throw new FormError(`Invalid parameter name: ${key}`, key);
  }
  return segments;
}

function toValue(node: Node, keepKeys: boolean): FormValue {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  if (!keepKeys && keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => toValue(node[String(index)] as Node, false));
  }
  const out: FormObject = {};
  for (const key of keys) out[key] = toValue(node[key] as Node, FREE_FORM_KEYS.has(key));
  return out;
}

/** Parses `a[b][0][c]=1&expand[]=x` into `{ a: { b: [{ c: '1' }] }, expand: ['x'] }`. */
export function parseStripeForm(text: string): FormObject {
  const root: Branch = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = splitKey(key);
    let node: Branch = root;
    for (let i = 0; i < segments.length; i += 1) {
      let segment = segments[i] as string;
      // `expand[]`: the next index of this list.
      if (segment === '') segment = String(Object.keys(node).length);
      if (i === segments.length - 1) {
        if (typeof node[segment] === 'object') throw new FormError(`Invalid value for ${key}: expected an object`, key);
        node[segment] = value;
        break;
      }
      const next = node[segment];
      if (typeof next === 'string') throw new FormError(`Invalid parameter name: ${key}`, key);
      node = next ?? (node[segment] = {});
    }
  }
  return toValue(root, true) as FormObject;
}
