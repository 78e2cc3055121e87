import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of every accounts page: one centred card with a heading. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container size={460} px="md">
      <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} size="h2">{title}</Title>
            {intro && <Text c="dimmed" size="sm">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Card>
    </Container>
  );
}
