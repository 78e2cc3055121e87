/**
 * How far a photographed sheet is tilted, measured on the lines tesseract read from it (pure: the
 * engine uses it to decide whether to read a photo again turned level, and `linesToText` to put a
 * row's cells back on one line).
 */
import type { Line } from 'tesseract.js';

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** A baseline shorter than this (px) is a word or two: its slope is mostly the letters' noise. */
const MEASURED_BASELINE_PX = 40;

/**
 * The page's skew: the median slope (dy/dx, y pointing down) of the longer baselines; 0 when there
 * are none.
 */
export function baselineSlope(lines: Pick<Line, 'baseline'>[]): number {
  return median(lines
    .filter((line) => line.baseline.x1 - line.baseline.x0 > MEASURED_BASELINE_PX)
    .map((line) => (line.baseline.y1 - line.baseline.y0) / (line.baseline.x1 - line.baseline.x0)));
}

/**
 * From this tilt on, a photo is read a second time, turned level. Why 3°: up to about 2° the
 * tilted read is the better one (`linesToText` follows the skew), and levelling hurts: on the
 * bench's tuned sheets (askew by up to 2°, measured at 2.03° at most) a levelled page's ruling
 * lines run straight across, tesseract merges the table into a few large blocks and the date
 * column is lost. At 5° (the held-out photos) the unlevelled read garbles cells that cross the
 * ruling, and the levelled one reads them. 3° lies between the two with a margin either side.
 */
export const LEVEL_FROM_DEGREES = 3;

/**
 * The rotation (radians, tesseract's `rotateRadians`) that levels a page of this skew, or null
 * when the page is read as it is (tilted less than `LEVEL_FROM_DEGREES`).
 */
export function levellingRotation(slope: number): number | null {
  const angle = Math.atan(slope);
  if (!Number.isFinite(angle) || Math.abs(angle) < (LEVEL_FROM_DEGREES * Math.PI) / 180) return null;
  return -angle;
}
