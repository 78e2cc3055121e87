import { useTranslation } from 'react-i18next';
import { createPortal } from 'react-dom';
import type { LocalReptile } from '../../../lib/db';
import { formatDate } from '../../../lib/format';
import classes from './reptile-qr.module.css';

/**
 * What the browser prints from the reptile page: a 62 mm label with the code, name, species and
 * hatch date. It sits directly in <body>, hidden on screen; while it is in the document, the print
 * stylesheet hides every other child of <body> (the app shell, dialogs, notifications), so the
 * label is all that reaches the paper.
 */
export function ReptileQrLabel({ reptile, src }: { reptile: LocalReptile; src: string }) {
  const { t, i18n } = useTranslation('reptiles');
  return createPortal(
    <div className={classes.label} data-testid="reptile-qr-label">
      {/* Decorative here: the name is printed beside it, and the label is never on screen. */}
      <img src={src} alt="" className={classes.labelCode} />
      <div className={classes.labelText}>
        <div className={classes.labelName}>{reptile.name}</div>
        <div className={classes.labelSpecies}>{reptile.species}</div>
        {reptile.hatchDate && (
          <div className={classes.labelDate}>{t('qr.hatched', { date: formatDate(reptile.hatchDate, i18n.language) })}</div>
        )}
      </div>
    </div>,
    document.body,
  );
}
