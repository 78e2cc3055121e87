import { AspectRatio, Center, Image, Modal, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedImage } from '../../../shared/api/feedback';
import { useAuthedImage } from './use-authed-image';
import classes from './feedback.module.css';

function Picture({ url, alt, fit }: { url: string; alt: string; fit: 'cover' | 'contain' }) {
  const { t } = useTranslation('feedback');
  const { src, failed } = useAuthedImage(url);
  if (src) return <Image src={src} alt={alt} fit={fit} radius="sm" h="100%" mah={fit === 'contain' ? '80vh' : undefined} />;
  if (failed) return <Center h="100%" bg="var(--mantine-color-default-hover)"><Text size="xs" c="dimmed">{t('gallery.unavailable')}</Text></Center>;
  return <Skeleton h="100%" radius="sm" role="img" aria-label={t('gallery.loading')} />;
}

/**
 * A report's images as thumbnails (fetched with the keeper's token); each opens full size in a
 * dialog. Used by the keeper's detail page and the admin screens alike.
 */
export function FeedbackImageGallery({ images }: { images: readonly UploadedImage[] }) {
  const { t } = useTranslation('feedback');
  const [open, setOpen] = useState<number | null>(null);
  const total = images.length;
  const shown = open === null ? undefined : images[open];
  if (total === 0) return null;
  return (
    <>
      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {images.map((image, i) => (
          <li key={image.id}>
            <UnstyledButton className={classes.thumbButton} onClick={() => setOpen(i)} aria-label={t('gallery.open', { n: i + 1, total })}>
              <AspectRatio ratio={1}>
                <Picture url={image.url} alt={t('gallery.alt', { n: i + 1, total })} fit="cover" />
              </AspectRatio>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
      <Modal opened={shown !== undefined} onClose={() => setOpen(null)} size="xl" centered
        title={open === null ? '' : t('gallery.alt', { n: open + 1, total })} closeButtonProps={{ 'aria-label': t('close') }}>
        {shown && <Picture url={shown.url} alt={t('gallery.alt', { n: (open ?? 0) + 1, total })} fit="contain" />}
      </Modal>
    </>
  );
}
