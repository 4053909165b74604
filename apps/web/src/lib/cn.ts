import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (decision 011): a component
 * offers a prop for each look it allows instead of letting callers override its classes, and the
 * browser tests fail on any element whose classes conflict.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
