import type { CSSProperties, ReactNode, Ref } from 'react';
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

function TextSection({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <h2 style={S.h2}>{title}</h2>
      <p style={S.text}>{text}</p>
    </section>
  );
}

/** A section of dated entries, or a line saying there are none. */
function ListSection<T>({ title, empty, items, children }: { title: string; empty: string; items: readonly T[]; children: (item: T) => ReactNode }) {
  return (
    <section>
      <h2 style={S.h2}>{title}</h2>
      {items.length === 0 ? <p style={{ ...S.text, ...S.muted }}>{empty}</p> : (
        <ul style={S.list}>
          {items.map((item, i) => <li key={i} style={S.item}>{children(item)}</li>)}
        </ul>
      )}
    </section>
  );
}

/** An entry's notes, in brackets after it. */
const Aside = ({ text }: { text: string | null }) => (text ? <span style={S.muted}> ({text})</span> : null);

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
      {view.morphs && <TextSection title={t('careCard.morphs')} text={view.morphs} />}
      <TextSection title={t('careCard.rhythm')} text={view.rhythm} />
      <ListSection title={t('careCard.feedings')} empty={t('careCard.noFeedings')} items={view.feedings}>
        {(f) => <><strong>{f.date}</strong>: {f.food}, {f.outcome}<Aside text={f.notes} /></>}
      </ListSection>
      <ListSection title={t('careCard.sheds')} empty={t('careCard.noSheds')} items={view.sheds}>
        {(s) => <><strong>{s.date}</strong>: {s.state}<Aside text={s.notes} /></>}
      </ListSection>
      <ListSection title={t('careCard.health')} empty={t('careCard.noHealth')} items={view.health}>
        {(h) => <><strong>{h.issue}</strong>, {h.date}<Aside text={h.detail} /></>}
      </ListSection>
      {view.notes && <TextSection title={t('careCard.notes')} text={view.notes} />}
      <p style={S.footer}>{view.footer}</p>
    </article>
  );
}
