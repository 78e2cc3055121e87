import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitEntry } from './contest-api';
import { prepareEntryImage } from './prepare-entry-image';
import { contestKeys } from './query-keys';

/** Sends a photo to `month`'s contest; the keeper's entries are read again once it is in. */
export function useSubmitEntry(month: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, caption }: { file: File; caption: string }) => submitEntry(await prepareEntryImage(file), caption),
    onSuccess: () => client.invalidateQueries({ queryKey: contestKeys.submissions(month) }),
  });
}
