import type { LabelContent } from '../../../shared/labels/content';
import { PT_MM, planLabel } from '../../../shared/labels/label-plan';
import classes from './labels.module.css';

/**
 * DejaVu Sans Condensed's average advance, in ems (measured over names and species, Latin and
 * Cyrillic): the preview fits its lines with it, since the font itself loads only with the PDF.
 */
const AVERAGE_ADVANCE = { regular: 0.52, bold: 0.56 };
const estimate = (text: string, size: number, bold: boolean) => [...text].length * size * PT_MM * (bold ? AVERAGE_ADVANCE.bold : AVERAGE_ADVANCE.regular);

/** Modules of the code drawn in the preview: a typical animal address (version 5, 37 modules). */
const MODULES = 37;
const FINDER = 7;

/**
 * One label as the PDF lays it out (the same plan), drawn in the label's millimetres: the code as
 * its three corner squares on a grey field (the real one is drawn in the PDF), the lines as text.
 */
export function LabelMiniature({ content, width, height }: { content: LabelContent; width: number; height: number }) {
  const plan = planLabel({ width, height }, content, estimate);
  const module = plan.qr.size / (MODULES + 8);
  const x0 = plan.qr.x + 4 * module;
  const y0 = plan.qr.y + 4 * module;
  const corners = [[0, 0], [MODULES - FINDER, 0], [0, MODULES - FINDER]] as const;
  return (
    <svg className={classes.miniature} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <rect x={x0} y={y0} width={MODULES * module} height={MODULES * module} className={classes.qrField} />
      {corners.map(([c, r]) => (
        <g key={`${c}-${r}`}>
          <rect x={x0 + c * module} y={y0 + r * module} width={FINDER * module} height={FINDER * module} className={classes.qrDark} />
          <rect x={x0 + (c + 1) * module} y={y0 + (r + 1) * module} width={5 * module} height={5 * module} className={classes.qrLight} />
          <rect x={x0 + (c + 2) * module} y={y0 + (r + 2) * module} width={3 * module} height={3 * module} className={classes.qrDark} />
        </g>
      ))}
      {plan.lines.map((line, i) => (
        <text key={i} x={line.x} y={line.baseline} fontSize={line.size * PT_MM} fontWeight={line.bold ? 700 : 400} className={classes.labelText}>{line.text}</text>
      ))}
    </svg>
  );
}
