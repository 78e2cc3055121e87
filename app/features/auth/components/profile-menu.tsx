import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { avatarInitials } from '../../../../shared/rules/initials';
import { SettingsIcon, UserIcon } from '../../../components/icons';
import { signOut, useProfile, useSession } from '../../../lib/session';

/** The signed-in header's last item: who is signed in, profile, settings and sign-out. */
export function ProfileMenu() {
  const { t } = useTranslation('auth');
  const user = useSession((s) => s.user);
  const avatarUrl = useProfile((s) => s.profile?.avatarUrl ?? null);
  if (!user) return null;
  const name = user.username ?? user.email;
  const initials = avatarInitials(user.username, user.email);
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        {/* The initials it shows are part of its name, so a voice command saying them finds it. */}
        <UnstyledButton aria-label={`${initials}: ${t('menu.account')}`}>
          <Avatar src={avatarUrl} alt="" radius="xl" size={36} color="moss">{initials}</Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {t('menu.signedInAs')}
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>{name}</Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<UserIcon size={16} />}>{t('menu.profile')}</Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<SettingsIcon size={16} />}>{t('menu.settings')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" c="var(--ht-danger-text)" onClick={() => void signOut()}>{t('menu.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
