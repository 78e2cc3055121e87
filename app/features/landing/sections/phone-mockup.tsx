import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon, CheckIcon, CloudOffIcon, CoinIcon, EggIcon, LeafIcon } from '../../../components/icons';
import classes from './phone-mockup.module.css';

/** A weight curve drawn once: six monthly weighings, scaled into the 280x84 chart box. */
const WEIGHTS = [54, 55, 57, 58, 60, 62];
const POINTS = WEIGHTS.map((w, i) => [i * 56, 76 - (w - 52) * 6.4] as const);
const LINE = POINTS.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y.toFixed(1)}`).join(' ');
const AREA = `${LINE} L280 84 L0 84 Z`;

/**
 * The hero's picture: a reptile profile as the app shows it, built from markup and CSS rather
 * than a screenshot, so it is crisp, themed, translated and costs no image download. It is one
 * image to assistive technology, described by its label.
 */
export function PhoneMockup() {
  const { t } = useTranslation('landing');
  return (
    <div className={classes.scene} role="img" aria-label={t('mock.label')}>
      <div className={classes.phone} aria-hidden="true">
        <div className={classes.screen}>
          <div className={classes.notch} />
          <div className={classes.profile}>
            <div className={classes.avatar} />
            <div>
              <div className={classes.name}>{t('mock.name')}</div>
              <div className={classes.species}>{t('mock.species')} · {t('mock.sex')}</div>
            </div>
          </div>

          <div className={classes.stats}>
            <Stat label={t('mock.weight')} value={t('mock.weightValue')} />
            <Stat label={t('mock.length')} value={t('mock.lengthValue')} />
            <Stat label={t('mock.age')} value={t('mock.ageValue')} />
          </div>

          <div className={classes.card}>
            <div className={classes.cardHead}>
              <span>{t('mock.chart')}</span>
              <span className={classes.delta}>{t('mock.chartChange')}</span>
            </div>
            <svg viewBox="0 0 280 84" className={classes.chart} preserveAspectRatio="none">
              <defs>
                <linearGradient id="mock-area" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0" stopColor="currentColor" stopOpacity="0.35" />
                  <stop offset="1" stopColor="currentColor" stopOpacity="0" />
                </linearGradient>
              </defs>
              <path d={AREA} fill="url(#mock-area)" />
              <path d={LINE} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
              {POINTS.map(([x, y]) => <circle key={x} cx={x} cy={y} r="3" fill="currentColor" />)}
            </svg>
          </div>

          <div className={`${classes.card} ${classes.next}`}>
            <span className={classes.nextIcon}><BellIcon size={16} /></span>
            <div className={classes.grow}>
              <div className={classes.muted}>{t('mock.next')}</div>
              <div className={classes.strong}>{t('mock.nextTask')}</div>
            </div>
            <span className={classes.chip}>{t('mock.nextWhen')}</span>
          </div>

          <div className={classes.card}>
            <div className={classes.muted}>{t('mock.recent')}</div>
            <LogRow icon={<LeafIcon size={14} />} tone="green" text={t('mock.logFeeding')} when={t('mock.logFeedingWhen')} />
            <LogRow icon={<EggIcon size={14} />} tone="amber" text={t('mock.logShed')} when={t('mock.logShedWhen')} />
          </div>
        </div>
      </div>
      <div className={`${classes.badge} ${classes.badgeOffline}`} aria-hidden="true">
        <CloudOffIcon size={16} /> {t('mock.offline')} <CheckIcon size={14} />
      </div>
      <div className={`${classes.badge} ${classes.badgeCoins}`} aria-hidden="true">
        <CoinIcon size={16} /> {t('mock.achievement')}
      </div>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.stat}>
      <div className={classes.muted}>{label}</div>
      <div className={classes.strong}>{value}</div>
    </div>
  );
}

function LogRow({ icon, tone, text, when }: { icon: ReactNode; tone: 'green' | 'amber'; text: string; when: string }) {
  return (
    <div className={classes.log}>
      <span className={classes.logIcon} data-tone={tone}>{icon}</span>
      <span className={classes.grow}>{text}</span>
      <span className={classes.muted}>{when}</span>
    </div>
  );
}
