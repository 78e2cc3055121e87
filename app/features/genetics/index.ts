/**
 * What the rest of the app uses from the genetics feature: its navigation icon, the gene list
 * editor (a profile's morphs), a morph's name, the planner's link for a pairing, and the planner
 * itself (over reptiles the page above it reads: app/pages/pairing-planner-page.tsx). Nothing here
 * imports the reptiles feature, which uses it.
 */
export { DnaIcon } from './dna-icon';
export { GenesEditor, type GenesEditorProps } from './genes-editor';
export { draftFromMorphs, editGenes, morphsFromDraft, type DraftGene, type GeneAction } from './pairing-draft';
export { morphRowErrors } from './morph-errors';
export { morphName } from './morph-name';
export { pairingLink } from './pairing-link';
export { PairingPlanner } from './pairing-planner';
