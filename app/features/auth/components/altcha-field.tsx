import { Input, Loader } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './altcha-field.module.css';

/** Loaded on first use only: the widget and its proof-of-work worker are ours, no third party. */
const loadAltcha = () => Promise.all([import('altcha'), import('altcha/i18n/bg')]);

interface AltchaFieldProps {
  onChange: (payload: string | null) => void;
  error?: string | null;
}

/**
 * The sign-up CAPTCHA: ALTCHA solves a small proof-of-work from our own
 * /api/auth/altcha-challenge as soon as it appears (auto="onload"), so a person only waits a
 * moment and never picks traffic lights. The solved payload is handed to the form.
 */
export function AltchaField({ onChange, error }: AltchaFieldProps) {
  const { t, i18n } = useTranslation('auth');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let alive = true;
    loadAltcha().then(() => alive && setReady(true), (err: unknown) => console.error('ALTCHA failed to load', err));
    return () => {
      alive = false;
    };
  }, []);

  // A ref callback listens from the moment the element exists (an effect could run after the
  // widget, which starts solving at once, already reported).
  const listen = useCallback((el: HTMLElement | null) => {
    if (!el) return;
    const onState = (e: Event) => {
      const d: unknown = e instanceof CustomEvent ? e.detail : null;
      const verified = typeof d === 'object' && d !== null && 'state' in d && d.state === 'verified' && 'payload' in d;
      onChange(verified && typeof d.payload === 'string' && d.payload ? d.payload : null);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [onChange]);

  return (
    <Input.Wrapper label={t('fields.captcha')} description={t('signup.captchaHelp')} error={error} className={classes.field}>
      {ready ? (
        <altcha-widget ref={listen} challenge="/api/auth/altcha-challenge" auto="onload" name="altcha"
          language={i18n.resolvedLanguage === 'bg' ? 'bg' : 'en'} />
      ) : (
        <Loader size="sm" aria-label={t('signup.captchaLoading')} />
      )}
    </Input.Wrapper>
  );
}
