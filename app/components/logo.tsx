import { Group, Text } from '@mantine/core';

/** The gecko mark and the word mark; decorative image, the name is text. */
export function Logo({ size = 32, withText = true }: { size?: number; withText?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" width={size} height={size} alt="" aria-hidden="true" />
      {withText && (
        <Text fw={800} size="lg" style={{ letterSpacing: '-0.02em' }}>
          HerpTrack
        </Text>
      )}
    </Group>
  );
}
