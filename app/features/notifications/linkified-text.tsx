import { Anchor, VisuallyHidden } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { linkify } from '../../../shared/rules/linkify';

/**
 * A message with its links (shared/rules/linkify.ts decides which, http and https only). Text is
 * rendered as React text, never as HTML. Links open in a new tab without handing it this page
 * (`noopener noreferrer`); the address shows on hover, since a link's words may name another.
 */
export function LinkifiedText({ text }: { text: string }) {
  const { t } = useTranslation('notifications');
  const segments = useMemo(() => linkify(text), [text]);
  return (
    <>
      {segments.map((s, i) => ('text' in s ? <Fragment key={i}>{s.text}</Fragment> : (
        <Anchor key={i} href={s.href} target="_blank" rel="noopener noreferrer" title={s.href} inherit>
          {s.link}
          <VisuallyHidden> {t('detail.newTab')}</VisuallyHidden>
        </Anchor>
      )))}
    </>
  );
}
