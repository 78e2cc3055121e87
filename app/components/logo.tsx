import { Group, Text } from '@mantine/core';
import classes from './logo.module.css';

/**
 * The gecko mark and the word mark; decorative image, the name is text. `narrowText={false}`
 * drops the word below 430 px (the signed-in header, whose link is named "HerpTrack home").
 */
export function Logo({ size = 32, withText = true, narrowText = true }: { size?: number; withText?: boolean; narrowText?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" width={size} height={size} alt="" aria-hidden="true" />
      {withText && (
        <Text fw={800} size="lg" style={{ letterSpacing: '-0.02em' }} className={narrowText ? undefined : classes.narrowHidden}>
          HerpTrack
        </Text>
      )}
    </Group>
  );
}
