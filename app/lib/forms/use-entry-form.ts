/**
 * The state every entry form shares: typed values, per-field message keys from the shared schema,
 * a form-level failure key and a saving flag. On an invalid submit the first field that needs
 * attention takes focus, for keyboards and screen readers.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;
export type Parsed<V, I> = { input: I; errors: null } | { input: null; errors: FieldErrors<V> };

export interface EntryFormOptions<V, I> {
  initial: V;
  parse: (values: V) => Parsed<V, I>;
  /** Saves a valid entry; throw to show a failure. */
  save: (input: I, values: V) => Promise<void>;
  /** The failure's translation key for a thrown error, or null when the caller showed it itself. */
  failureKey: (error: unknown) => string | null;
  /** Keep `saving` on after success (the screen navigates away). */
  staySavingOnSuccess?: boolean;
}

export function useEntryForm<V extends object, I>(t: TFunction, opts: EntryFormOptions<V, I>) {
  const [values, setValues] = useState(opts.initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof V>(key: K) => (value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const err = (key: keyof V) => {
    const k = errors[key];
    return k ? t(k) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { input, errors: found } = opts.parse(values);
    if (input === null) {
      setErrors(found ?? {});
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      await opts.save(input, values);
      if (!opts.staySavingOnSuccess) setSaving(false);
    } catch (e) {
      setFailure(opts.failureKey(e));
      setSaving(false);
    }
  };

  /** Starts over from `next` (a feeding "same as last time"): no message from before stays. */
  const reset = (next: V) => {
    setValues(next);
    setErrors({});
    setFailure(null);
  };

  return { values, setValues, set, err, failure, saving, formRef, submit, reset };
}
