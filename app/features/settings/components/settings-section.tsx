import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SettingsSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p="lg" component="section">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">{title}</Title>
          {description && <Text size="sm" c="dimmed">{description}</Text>}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
