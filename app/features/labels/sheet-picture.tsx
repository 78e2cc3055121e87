import { useTranslation } from 'react-i18next';
import type { LabelContent } from '../../../shared/labels/content';
import { labelRect } from '../../../shared/labels/positions';
import { labelsPerSheet, type SheetLayout } from '../../../shared/labels/layouts';
import { LabelMiniature } from './label-miniature';
import classes from './labels.module.css';

export interface SheetPictureProps {
  layout: SheetLayout;
  firstFree: number;
  /** What the first page prints, from `firstFree` on. */
  labels: readonly LabelContent[];
  /** Chooses the first free label; null where there is nothing to choose (one label per page). */
  onPick: ((position: number) => void) | null;
}

const pct = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The first page at its true proportions, each label where the PDF puts it: those already used
 * hatched, those this run prints drawn, the rest empty. On a sheet each label is a button that
 * makes it the first free one. They are left out of the tab order (65 stops on L7651): the
 * number field beside the picture is the keyboard's way to the same choice.
 */
export function SheetPicture({ layout, firstFree, labels, onPick }: SheetPictureProps) {
  const { t } = useTranslation('labels');
  const positions = Array.from({ length: labelsPerSheet(layout) }, (_, i) => i + 1);
  return (
    <div className={classes.sheet} data-paper={layout.paper} style={{ aspectRatio: `${layout.pageWidth} / ${layout.pageHeight}` }}
      role="group" aria-label={onPick ? t('firstFree.picture') : t('preview.title')}>
      {positions.map((position) => {
        const rect = labelRect(layout, position);
        const content = position >= firstFree ? labels[position - firstFree] : undefined;
        const state = position < firstFree ? 'used' : content ? 'printed' : 'free';
        const name = state === 'used' ? t('firstFree.used', { position })
          : content ? t('firstFree.printed', { position, name: content.title }) : t('firstFree.position', { position });
        const style = {
          left: pct(rect.x, layout.pageWidth),
          top: pct(rect.y, layout.pageHeight),
          width: pct(rect.width, layout.pageWidth),
          height: pct(rect.height, layout.pageHeight),
          borderRadius: `${pct(layout.cornerRadius, rect.width)} / ${pct(layout.cornerRadius, rect.height)}`,
        };
        const body = content && <LabelMiniature content={content} width={rect.width} height={rect.height} />;
        // The button lies over the drawing and holds no text itself: its name says what the
        // drawing shows, and a screen reader hears it once.
        return onPick ? (
          <div key={position} className={classes.label} data-state={state} data-first={position === firstFree} style={style}>
            {body}
            <button type="button" tabIndex={-1} className={classes.pick} aria-label={name} aria-pressed={position === firstFree} onClick={() => onPick(position)} />
          </div>
        ) : (
          <div key={position} className={classes.label} data-state={state} style={style} role="img" aria-label={name}>{body}</div>
        );
      })}
    </div>
  );
}
