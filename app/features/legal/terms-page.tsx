import { Title } from '@mantine/core';

export function TermsPage() {
  return <Title>Terms</Title>;
}
