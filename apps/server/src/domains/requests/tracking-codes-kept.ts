/**
 * A trusted contact reads the client's requests (and a report's repair requests) while her rights
 * last, never their tracking codes: public tracking answers anyone who has a code, so a code seen
 * while helping would keep showing the client's requests after she is removed (docs/circle-access.md,
 * "Tracking codes"). The receipt of a request she writes herself on the client's behalf (the request
 * form) still shows her its code once: those words are hers; a repair asked from a finding is not.
 */
export function withoutTrackingCode<T extends { trackingToken: string | null }>(row: T): T {
  return { ...row, trackingToken: null };
}

/** A report's items with their repair requests' codes left out, for a trusted contact. */
export function itemsWithoutTrackingCodes<
  T extends { repairRequest: { id: number; trackingToken: string | null } | null },
>(items: readonly T[]): T[] {
  return items.map((item) =>
    item.repairRequest ? { ...item, repairRequest: withoutTrackingCode(item.repairRequest) } : item,
  );
}
