import { Morphs } from '../../../shared/schemas/morphs';
import { morphsFromDraft, type DraftGene } from './pairing-draft';

/**
 * The profile schema's refusals of a list of genes, by row (keys of the `genetics` namespace), and
 * the one about the whole list (too many genes). The same schema the server applies.
 */
export function morphRowErrors(genes: readonly DraftGene[]): { rows: (string | undefined)[]; list?: string } {
  const parsed = Morphs.safeParse(morphsFromDraft(genes));
  const rows: (string | undefined)[] = genes.map(() => undefined);
  let list: string | undefined;
  if (parsed.success) return { rows };
  for (const issue of parsed.error.issues) {
    const [index] = issue.path;
    if (typeof index === 'number') rows[index] ??= issue.message;
    else list ??= issue.message;
  }
  return list ? { rows, list } : { rows };
}
