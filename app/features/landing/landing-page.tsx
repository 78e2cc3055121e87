import { Title } from '@mantine/core';

export function LandingPage() {
  return <Title>Track. Care. Thrive.</Title>;
}
