import { Alert, Button, Group } from '@mantine/core';

export interface FormFooterProps {
  /** Why the last save failed, already in the keeper's language; nothing when it did not. */
  failure: string | null | false | undefined;
  saving: boolean;
  submitLabel: string;
  /** Shown only with `onCancel` (edit dialogs; an add form has nothing to cancel). */
  cancelLabel: string;
  onCancel?: () => void;
}

/** The end of every entry form: the save failure, if any, then Cancel and the submit button. */
export function FormFooter({ failure, saving, submitLabel, cancelLabel, onCancel }: FormFooterProps) {
  return (
    <>
      {failure && <Alert color="red" role="alert">{failure}</Alert>}
      <Group justify="flex-end" gap="sm">
        {onCancel && <Button variant="default" onClick={onCancel} disabled={saving}>{cancelLabel}</Button>}
        <Button type="submit" loading={saving}>{submitLabel}</Button>
      </Group>
    </>
  );
}
