import { Button, Group } from '@mantine/core';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraIcon, FolderIcon } from '../../components/icons';
import classes from './ocr.module.css';

/**
 * Two ways to give the sheet: the phone's camera at once (`capture`; a desktop browser ignores it
 * and opens its file dialog), or a file already taken. Each is a real file input named by its
 * visible label, which is styled as the button.
 */
export function PhotoPicker({ disabled, describedBy, onPick }: { disabled: boolean; describedBy?: string; onPick: (file: File) => void }) {
  const { t } = useTranslation('ocr');
  const cameraId = useId();
  const fileId = useId();
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    // Cleared, so choosing the same photo again (after a cancel or a failure) is a change too.
    e.currentTarget.value = '';
    if (file) onPick(file);
  };
  return (
    <Group gap="sm">
      <div>
        <input id={cameraId} type="file" accept="image/*" capture="environment" className={classes.fileInput} disabled={disabled}
          aria-describedby={describedBy} onChange={picked} />
        <Button component="label" htmlFor={cameraId} leftSection={<CameraIcon size={18} />} disabled={disabled}>{t('photo.take')}</Button>
      </div>
      <div>
        <input id={fileId} type="file" accept="image/*" className={classes.fileInput} disabled={disabled} aria-describedby={describedBy} onChange={picked} />
        <Button component="label" htmlFor={fileId} variant="default" leftSection={<FolderIcon size={18} />} disabled={disabled}>{t('photo.choose')}</Button>
      </div>
    </Group>
  );
}
