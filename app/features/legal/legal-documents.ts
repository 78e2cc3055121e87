/**
 * The legal documents and the order of their sections. The words live in the `legal-docs`
 * namespace, kept apart from `legal` (the cookie dialog's strings) so that a first visit, which
 * always shows the cookie dialog, does not download every policy as well.
 */
export const LEGAL_NAMESPACE = 'legal-docs';

export const LEGAL_DOCS = ['about', 'privacy', 'terms'] as const;
export type LegalDoc = (typeof LEGAL_DOCS)[number];

export const LEGAL_SECTIONS: Readonly<Record<LegalDoc, readonly string[]>> = {
  about: ['what', 'offline', 'languages', 'private', 'contact'],
  privacy: ['who', 'children', 'device', 'server', 'use', 'cookies', 'sharing', 'retention', 'rights', 'security', 'changes', 'contact'],
  terms: ['age', 'account', 'records', 'content', 'contest', 'coins', 'premium', 'conduct', 'availability', 'liability', 'ending', 'changes', 'contact'],
};

/** About is a description, not an agreement: it carries no "last updated" date. */
export const DATED_DOCS: ReadonlySet<LegalDoc> = new Set(['privacy', 'terms']);
