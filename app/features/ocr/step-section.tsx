import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import classes from './ocr.module.css';

/**
 * One numbered step of the import, a region named by its heading. `children` may take the
 * heading's id: a step with one control lets the heading be that control's visible label,
 * rather than saying "Reptile" twice.
 */
export function StepSection({ n, title, done = false, focusOnMount = false, children }: {
  n: number;
  title: string;
  done?: boolean;
  /** A step that appears in answer to an action (the rows after a read) takes the focus, so it is announced and near. */
  focusOnMount?: boolean;
  children: ReactNode | ((headingId: string) => ReactNode);
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon radius="xl" size="md" variant={done ? 'filled' : 'light'} aria-hidden>{n}</ThemeIcon>
          <Title order={2} size="h4" id={id} ref={heading} tabIndex={focusOnMount ? -1 : undefined} className={classes.focusTarget}>{title}</Title>
        </Group>
        {typeof children === 'function' ? children(id) : children}
      </Stack>
    </Paper>
  );
}
