import { Text, Title } from '@mantine/core';
import classes from './section.module.css';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
}

/** The centred h2 and lead paragraph that open each section; `id` names the section. */
export function SectionHeading({ id, eyebrow, title, subtitle }: SectionHeadingProps) {
  return (
    <header className={classes.heading}>
      {eyebrow && <Text component="p" className={classes.eyebrow}>{eyebrow}</Text>}
      <Title order={2} id={id} className={classes.title}>{title}</Title>
      {subtitle && <Text className={classes.subtitle}>{subtitle}</Text>}
    </header>
  );
}
