// Server code kept as ASCII text (docs/performance.md, "Memory"). V8 keeps every loaded module's
// source in memory, one byte per character when all of it is Latin-1 and two bytes otherwise: a
// single ’ or → in a comment or a string doubles what the whole file costs. The server bundle
// (1 MB) and the page renderer's chunks (2.4 MB) are written with every character above U+007F as a
// \uXXXX escape, which means the same thing in a string, a template, a regular expression and an
// identifier, and a comment's text does not matter.

/** Every character above U+007F written as a \uXXXX escape (each half of a surrogate pair on its own). */
export function asciiSource(code) {
  // An escape sequence over such a character (`\’`) would become a backslash and the letters of its
  // escape: refuse it rather than change what the code means.
  const escaped = /\\+(?=[^\0-\x7f])/g;
  for (let match; (match = escaped.exec(code));) {
    if (match[0].length % 2 === 1) {
      throw new Error(`asciiSource: a backslash before a non-ASCII character at ${match.index}`);
    }
  }
  return code.replace(/[^\0-\x7f]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
