import type { CSSProperties, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CareCardView } from './care-card-data';

/*
 * Inline styles only, black on white in either theme: the card is paper. The download is this
 * element's markup as it is, so it must look the same with no stylesheet of the app around it.
 */
const S = {
  card: { background: '#fff', color: '#000', fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontSize: '14px', lineHeight: 1.45, padding: '24px', width: '100%', maxWidth: '760px', margin: '0 auto', border: '1px solid #ccc', borderRadius: '8px', boxSizing: 'border-box', overflowWrap: 'anywhere' },
  h1: { fontSize: '24px', margin: '0 0 4px' },
  h2: { fontSize: '16px', margin: '20px 0 6px', paddingBottom: '2px', borderBottom: '1px solid #000' },
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: '6px 24px', margin: '12px 0 0' },
  dt: { fontSize: '12px', color: '#444', margin: 0 },
  dd: { margin: 0, fontWeight: 600 },
  list: { margin: 0, paddingLeft: '18px' },
  item: { margin: '2px 0', breakInside: 'avoid' },
  muted: { color: '#444' },
  text: { margin: 0, whiteSpace: 'pre-wrap' },
  footer: { marginTop: '20px', fontSize: '12px', color: '#444' },
} satisfies Record<string, CSSProperties>;

export function CareCard({ view, ref }: { view: CareCardView; ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation('transfers');
  return (
    <article ref={ref} style={S.card} aria-label={t('careCard.heading', { name: view.name })}>
      <h1 style={S.h1}>{view.name}</h1>
      <p style={{ ...S.text, ...S.muted }}>{t('careCard.title')}</p>
      <dl style={S.facts}>
        {view.facts.map((fact) => (
          <div key={fact.label}>
            <dt style={S.dt}>{fact.label}</dt>
            <dd style={S.dd}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {view.morphs && (
        <section>
          <h2 style={S.h2}>{t('careCard.morphs')}</h2>
          <p style={S.text}>{view.morphs}</p>
        </section>
      )}
      <section>
        <h2 style={S.h2}>{t('careCard.rhythm')}</h2>
        <p style={S.text}>{view.rhythm}</p>
      </section>
      <section>
        <h2 style={S.h2}>{t('careCard.feedings')}</h2>
        {view.feedings.length === 0 ? <p style={{ ...S.text, ...S.muted }}>{t('careCard.noFeedings')}</p> : (
          <ul style={S.list}>
            {view.feedings.map((f, i) => (
              <li key={i} style={S.item}><strong>{f.date}</strong>: {f.food}, {f.outcome}{f.notes ? <span style={S.muted}> ({f.notes})</span> : null}</li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2 style={S.h2}>{t('careCard.sheds')}</h2>
        {view.sheds.length === 0 ? <p style={{ ...S.text, ...S.muted }}>{t('careCard.noSheds')}</p> : (
          <ul style={S.list}>
            {view.sheds.map((s, i) => (
              <li key={i} style={S.item}><strong>{s.date}</strong>: {s.state}{s.notes ? <span style={S.muted}> ({s.notes})</span> : null}</li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2 style={S.h2}>{t('careCard.health')}</h2>
        {view.health.length === 0 ? <p style={{ ...S.text, ...S.muted }}>{t('careCard.noHealth')}</p> : (
          <ul style={S.list}>
            {view.health.map((h, i) => (
              <li key={i} style={S.item}><strong>{h.issue}</strong>, {h.date}{h.detail ? <span style={S.muted}> ({h.detail})</span> : null}</li>
            ))}
          </ul>
        )}
      </section>
      {view.notes && (
        <section>
          <h2 style={S.h2}>{t('careCard.notes')}</h2>
          <p style={S.text}>{view.notes}</p>
        </section>
      )}
      <p style={S.footer}>{view.footer}</p>
    </article>
  );
}
