/** Every character above U+007F written as a \uXXXX escape (each half of a surrogate pair on its own). */
export function asciiSource(code: string): string;
