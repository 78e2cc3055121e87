/**
 * Feature parts of the signed-in header, in the spec's order: sync status, coins/premium, bell,
 * profile menu. Each feature adds its part here when it lands.
 */
export function HeaderSlots() {
  return null;
}
