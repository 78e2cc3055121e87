import { Suspense, lazy, type ComponentProps } from 'react';

// The move dialogs carry the date field (dayjs and @mantine/dates): a chunk of their own, fetched
// on the first "Move", so the rack view of a phone compiles none of it before it is needed.
const MoveAnimal = lazy(() => import('./move-dialog').then((m) => ({ default: m.MoveAnimalDialog })));
const MoveIn = lazy(() => import('./move-dialog').then((m) => ({ default: m.MoveInDialog })));

export function MoveAnimalDialog(props: ComponentProps<typeof MoveAnimal>) {
  return <Suspense fallback={null}><MoveAnimal {...props} /></Suspense>;
}

export function MoveInDialog(props: ComponentProps<typeof MoveIn>) {
  return <Suspense fallback={null}><MoveIn {...props} /></Suspense>;
}
