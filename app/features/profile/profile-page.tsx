import { Alert, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { updateCurrentProfile, useProfile } from '../../lib/session';
import { InsightsRemaining } from '../insights';
import { OcrImportsUsed } from '../ocr';
import { fetchProfile } from './api/profile-api';
import { AvatarUpload } from './components/avatar-upload';
import { ProfileForm } from './components/profile-form';

/** /profile: the keeper's public face (avatar, username, bio, location). Saving needs a connection. */
export function ProfilePage() {
  const { t } = useTranslation('settings');
  const profile = useProfile((s) => s.profile);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    fetchProfile().then(updateCurrentProfile, () => alive && setLoadFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  if (!profile) return loadFailed ? <Alert color="red" role="alert">{t('profile.errors.loadFailed')}</Alert> : <PageLoader />;
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1}>{t('profile.title')}</Title>
        {loadFailed && <Alert color="yellow" variant="light">{t('profile.errors.showingCached')}</Alert>}
        <Card withBorder radius="lg" p="lg">
          <Stack gap="lg">
            <AvatarUpload profile={profile} />
            <Text size="sm" c="dimmed">{profile.email}</Text>
            <OcrImportsUsed />
            <InsightsRemaining />
            {/* Re-mounted when the server's copy changes, so the fields start from it. */}
            <ProfileForm key={`${profile.username}|${profile.bio}|${profile.location}|${profile.usernameChangedAt}`} profile={profile} />
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
