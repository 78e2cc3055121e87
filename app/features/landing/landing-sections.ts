/** The spec's anchors on `/`, in page order; `home` is the hero. */
export const SECTION_IDS = ['home', 'features', 'pricing', 'faq', 'contact'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** The sections listed in the top bar (the logo goes to `home`). */
export const NAV_SECTIONS: readonly SectionId[] = ['features', 'pricing', 'faq', 'contact'];
