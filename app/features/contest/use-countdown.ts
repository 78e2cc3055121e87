import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `target`, on the server's clock: `serverNow` is the server's time when
 * its answer was read at `readAt` (device time), so a device whose clock is off still counts down
 * to the real 18:00 UTC. Ticks each second; `onEnd` (stable) runs when it reaches zero, once per
 * target: the phase changed, so the caller reads the contest again.
 */
export function useCountdown(target: number, serverNow: number, readAt: number, onEnd: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, target - (now + serverNow - readAt));
  const ended = left === 0;
  useEffect(() => {
    if (ended) onEnd();
  }, [ended, onEnd, target]);
  return left;
}
