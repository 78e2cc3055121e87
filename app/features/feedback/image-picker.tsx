import { ActionIcon, Alert, Card, Group, Image, Input, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGES_MAX } from '../../../shared/api/feedback';
import { acceptOf, maxMegabytes } from '../../../shared/uploads/policy';
import { AlertIcon, CameraIcon, CheckIcon, CloseIcon } from '../../components/icons';
import { FEEDBACK_LIMIT_VALUES } from './feedback-errors';
import type { ImageRefusal } from './image-checks';
import type { Attachment, useAttachments } from './use-attachments';
import pick from '../../components/file-pick.module.css';

const REFUSAL_ORDER: ImageRefusal[] = ['tooMany', 'invalidType', 'tooLarge'];
const MB = 1024 * 1024;

/** "240 kB", "3.4 MB": the browser's own unit names, in the keeper's language. */
const formatSize = (bytes: number, lng: string): string => (bytes < MB
  ? new Intl.NumberFormat(lng, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))
  : new Intl.NumberFormat(lng, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / MB));

function StateLine({ item }: { item: Attachment }) {
  const { t, i18n } = useTranslation('feedback');
  if (item.state === 'uploading') return <Group gap={6} wrap="nowrap"><Loader size={12} /><Text size="xs">{t('images.state.uploading')}</Text></Group>;
  if (item.state === 'uploaded') return <Group gap={6} wrap="nowrap" c="moss"><CheckIcon size={12} /><Text size="xs">{t('images.state.uploaded')}</Text></Group>;
  if (item.state === 'failed') return <Text size="xs" c="red">{t(item.errorKey ?? 'errors.imageUploadFailed', FEEDBACK_LIMIT_VALUES)}</Text>;
  return <Text size="xs" c="dimmed">{formatSize(item.file.size, i18n.language)}</Text>;
}

/**
 * Up to five images for a bug report: a file input (hidden: the browser's own button speaks the
 * browser's language; a label drawn as a button opens it), the device's refusals with the spec's
 * titles, and a card per image with its preview, its upload state and a Remove button.
 */
export function ImagePicker({ attachments, sending }: { attachments: ReturnType<typeof useAttachments>; sending: boolean }) {
  const { t } = useTranslation('feedback');
  const inputId = useId();
  const { items, refused } = attachments;
  const full = items.length >= IMAGES_MAX;
  const uploaded = items.filter((a) => a.state === 'uploaded').length;
  return (
    <Stack gap="xs">
      <Input.Wrapper label={t('images.label')} description={t('images.hint', { max: IMAGES_MAX, size: maxMegabytes('bugReportImage') })} id={inputId}>
        <Group gap="sm" mt={4} wrap="wrap">
          <input id={inputId} className={pick.fileInput} type="file" multiple accept={acceptOf('bugReportImage')}
            disabled={full || sending} aria-describedby={`${inputId}-description`}
            onChange={(e) => {
              attachments.add(Array.from(e.currentTarget.files ?? []));
              // The same file may be chosen again after it was removed.
              e.currentTarget.value = '';
            }} />
          <label htmlFor={inputId} className={pick.pick}><CameraIcon size={16} />{t('images.choose')}</label>
          <Text size="sm" c="dimmed">{t('images.count', { count: items.length, max: IMAGES_MAX })}</Text>
        </Group>
      </Input.Wrapper>
      {REFUSAL_ORDER.map((reason) => {
        const names = refused[reason];
        if (!names?.length) return null;
        return (
          <Alert key={reason} color="red" variant="light" role="alert" icon={<AlertIcon />} title={t(`images.${reason}Title`)}>
            {t(`images.${reason}Body`, { max: IMAGES_MAX, names: names.join(', '), size: maxMegabytes('bugReportImage') })}
          </Alert>
        );
      })}
      {sending && items.length > 0 && (
        <Text size="sm" role="status">{t('images.progress', { done: uploaded, total: items.length })}</Text>
      )}
      {items.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('images.listLabel')}>
          {items.map((item) => (
            <Card key={item.key} component="li" withBorder padding={6} radius="md">
              <Stack gap={4}>
                <Image src={item.preview} alt={t('images.preview', { name: item.file.name })} h={96} fit="cover" radius="sm" />
                <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="xs" truncate="end" title={item.file.name}>{item.file.name}</Text>
                    <StateLine item={item} />
                  </Stack>
                  <ActionIcon variant="subtle" color="gray" size="sm" disabled={sending} aria-label={t('images.remove', { name: item.file.name })}
                    onClick={() => attachments.remove(item.key)}>
                    <CloseIcon size={14} />
                  </ActionIcon>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
