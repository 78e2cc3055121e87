import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of each review screen inside the admin layout: its heading, a line on what it is for, and its sections. */
export function ReviewPage({ title, intro, children, wide = false }: { title: string; intro: string; children: ReactNode; wide?: boolean }) {
  return (
    <Stack gap="xl" maw={wide ? 1200 : 880}>
      <Stack gap={2}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm">{intro}</Text>
      </Stack>
      {children}
    </Stack>
  );
}
