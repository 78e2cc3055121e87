import { Badge, Button, Menu, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { ChevronDownIcon, ExternalIcon, KeyIcon } from '../../components/icons';
import { ADMIN_SECTIONS, API_DOCS_PATH, isActive, type AdminSection } from './admin-sections';
import { useSectionCounts } from './use-section-counts';

/** A section's count: the number for the eye, its words for assistive technology. */
function SectionCountBadge({ count }: { count: number }) {
  const { t } = useTranslation('admin');
  if (count <= 0) return null;
  return (
    <>
      <Badge color="red" size="sm" circle={count < 10} aria-hidden>{count > 99 ? '99+' : count}</Badge>
      <VisuallyHidden>{t('nav.waiting', { count })}</VisuallyHidden>
    </>
  );
}

const countOf = (section: AdminSection, counts: ReturnType<typeof useSectionCounts>) => (section.count ? counts[section.count] : 0);

/** Wide screens: the area's sections as a list beside the page. */
export function AdminSideNav() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const counts = useSectionCounts();
  return (
    <Stack component="nav" gap={2} aria-label={t('nav.label')}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pb={4}>{t('nav.title')}</Text>
      {ADMIN_SECTIONS.map((section) => (
        <NavLink key={section.to} component={RouterNavLink} to={section.to} end={section.exact} label={t(section.labelKey)}
          active={isActive(section, pathname)} rightSection={<SectionCountBadge count={countOf(section, counts)} />} />
      ))}
      <NavLink component="a" href={API_DOCS_PATH} target="_blank" rel="noopener noreferrer"
        label={<>{t('sections.apiDocs')}<VisuallyHidden>{t('nav.newTab')}</VisuallyHidden></>}
        rightSection={<ExternalIcon size={16} />} />
    </Stack>
  );
}

/**
 * Phones and narrow windows: one button naming the section shown, opening every section. A menu
 * rather than a strip of tabs: eleven entries do not fit 390 px, and a scrolling strip hides some.
 */
export function AdminMenuNav() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const counts = useSectionCounts();
  const current = ADMIN_SECTIONS.find((s) => isActive(s, pathname)) ?? ADMIN_SECTIONS[0];
  // The same sum as the navigation's Admin badge (spec): feature requests are counted on their entry only.
  const waiting = counts.pendingEvents + counts.pendingEntries + counts.bugReports;
  return (
    <nav aria-label={t('nav.label')}>
      <Menu position="bottom-start" width={280} shadow="md">
        <Menu.Target>
          <Button variant="default" fullWidth justify="space-between" rightSection={<ChevronDownIcon size={16} />}
            leftSection={<KeyIcon size={18} />}
            aria-label={`${t('nav.menuLabel', { section: current ? t(current.labelKey) : '' })}${waiting > 0 ? `, ${t('nav.waiting', { count: waiting })}` : ''}`}>
            {/* The name holds the badge's number after the section, as shown; the space keeps them two words. */}
            {current && t(current.labelKey)}{' '}
            {waiting > 0 && <Badge color="red" size="sm" ml={8} aria-hidden>{waiting > 99 ? '99+' : waiting}</Badge>}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {ADMIN_SECTIONS.map((section) => {
            const active = isActive(section, pathname);
            return (
              <Menu.Item key={section.to} component={Link} to={section.to} aria-current={active ? 'page' : undefined}
                fw={active ? 700 : undefined} rightSection={<SectionCountBadge count={countOf(section, counts)} />}>
                {t(section.labelKey)}
              </Menu.Item>
            );
          })}
          <Menu.Divider />
          <Menu.Item component="a" href={API_DOCS_PATH} target="_blank" rel="noopener noreferrer" rightSection={<ExternalIcon size={16} />}>
            {t('sections.apiDocs')}<VisuallyHidden>{t('nav.newTab')}</VisuallyHidden>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </nav>
  );
}
