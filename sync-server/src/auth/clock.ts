/**
 * The time source of the accounts services. Each app gets its own object, so a test can move
 * `now` forward to step through expiry and grace windows without fake timers.
 */
export interface Clock {
  now: () => number;
}

export const createClock = (): Clock => ({ now: () => Date.now() });
