import { List, Text } from '@mantine/core';

/**
 * A section body from the translations. Translators write plain text: a blank line starts a new
 * paragraph and lines beginning with "- " form a bulleted list, so no markup lives in the JSON.
 */
export function LegalText({ body }: { body: string }) {
  const blocks = body.split(/\n{2,}/);
  return blocks.map((block, i) => {
    const lines = block.split('\n');
    if (lines.every((l) => l.startsWith('- '))) {
      return (
        <List key={i} size="sm" spacing={6} mb="sm" withPadding>
          {lines.map((l, j) => <List.Item key={j}>{l.slice(2)}</List.Item>)}
        </List>
      );
    }
    return <Text key={i} size="sm" mb="sm" lh={1.65}>{block}</Text>;
  });
}
