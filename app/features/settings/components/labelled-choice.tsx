import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

interface LabelledChoiceProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** A segmented choice with a visible label that names its radio group for screen readers. */
export function LabelledChoice<V extends string>({ label, value, options, onChange }: LabelledChoiceProps<V>) {
  const id = useId();
  return (
    <Stack gap={6}>
      <Text id={id} fw={500} size="sm">{label}</Text>
      <SegmentedControl aria-labelledby={id} value={value} data={options.map((o) => ({ ...o }))}
        onChange={(v) => {
          const picked = options.find((o) => o.value === v);
          if (picked) onChange(picked.value);
        }} />
    </Stack>
  );
}
