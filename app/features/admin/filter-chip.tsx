import { Badge, CloseButton } from '@mantine/core';

/** A filter that came from a link (an account, an actor): what it is, and a button to drop it. */
export function FilterChip({ label, clearLabel, onClear }: { label: string; clearLabel: string; onClear: () => void }) {
  return (
    <Badge size="lg" variant="light" tt="none" style={{ maxWidth: '100%' }}
      rightSection={<CloseButton size="xs" variant="transparent" aria-label={clearLabel} onClick={onClear} />}>
      {label}
    </Badge>
  );
}
