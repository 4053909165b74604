/** An id from a page's address as the server writes ids (a positive whole number), or null. */
export function idOf(text: string): number | null {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}
