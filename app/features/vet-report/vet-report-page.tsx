import { Alert, Anchor, Button, Container, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { todayIn } from '../../../shared/rules/calendar-date';
import { PageLoader } from '../../components/page-loader';
import { downloadBlob } from '../../lib/download';
import { ageText } from '../../lib/format';
import { useSession } from '../../lib/session';
import { morphName } from '../genetics';
import { ReptileMissing } from '../reptiles';
import { useSharedSpaces } from '../spaces';
import { vetReportPdf } from './load-report-pdf';
import type { Fact, ReportDocument, ReportTable } from './report-document';
import { DEFAULT_PERIOD, PERIODS, isPeriod, periodOf, vetReportModel, type PeriodKey, type ReportRows } from './report-model';
import { reportDocument } from './report-text';
import { useReportRows } from './use-report-rows';
import classes from './vet-report.module.css';

const WeightChart = lazy(() => import('./weight-chart'));

type PdfState = 'idle' | 'making' | 'done' | 'failed' | 'offline';

function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={classes.facts}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm">{label}</Text>
          <Text component="dd" size="sm">{value}</Text>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={2} size="h4" id={id}>{title}</Title>
      {children}
    </Stack>
  );
}

function ReportTableView({ table }: { table: ReportTable }) {
  if (table.rows.length === 0) return <Text size="sm" c="dimmed">{table.empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={table.columns.length > 4 ? 640 : 0} type="native">
      <Table className={classes.table} withTableBorder striped fz="sm" aria-label={table.title}>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((c) => <Table.Th key={c.label} w={`${Math.round(c.width * 100)}%`} ta={c.align ?? 'left'}>{c.label}</Table.Th>)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, i) => (
            <Table.Tr key={i}>
              {row.map((cell, j) => <Table.Td key={j} ta={table.columns[j]?.align ?? 'left'} style={{ whiteSpace: 'pre-wrap' }}>{cell}</Table.Td>)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TableSection({ table }: { table: ReportTable }) {
  return (
    <Section title={table.title}>
      {table.summary && <Text size="sm">{table.summary}</Text>}
      <ReportTableView table={table} />
    </Section>
  );
}

/** The report itself: what is printed. */
function Report({ doc }: { doc: ReportDocument }) {
  const { t } = useTranslation('vet-report');
  const [weights, ...others] = doc.tables;
  return (
    <Stack component="article" gap="lg" aria-label={doc.title}>
      <Stack gap="xs">
        <Title order={1} size="h2">{doc.title}</Title>
        <Facts facts={doc.header} />
        <Text size="sm" c="dimmed">{doc.howToRead}</Text>
      </Stack>
      <Section title={doc.profileTitle}>
        <Facts facts={doc.profile} />
      </Section>
      {weights && (
        <Section title={weights.title}>
          {weights.summary && <Text size="sm">{weights.summary}</Text>}
          {doc.chart.points.length >= 2
            ? <Suspense fallback={<div style={{ height: 200 }} />}><WeightChart chart={doc.chart} /></Suspense>
            : weights.rows.length > 0 && <Text size="sm" c="dimmed">{t('page.noChart')}</Text>}
          <ReportTableView table={weights} />
        </Section>
      )}
      {others.map((table) => <TableSection key={table.id} table={table} />)}
    </Stack>
  );
}

function VetReport({ rows, period }: { rows: ReportRows; period: PeriodKey }) {
  const { t, i18n } = useTranslation('vet-report');
  const { t: tr } = useTranslation('reptiles');
  const { t: tg } = useTranslation('genetics');
  const [, setSearch] = useSearchParams();
  const me = useSession((s) => s.user);
  const spaces = useSharedSpaces();
  // The animal's keeper: the signed-in keeper for their own, the owner of a shared collection's.
  const space = spaces?.find((s) => s.id === rows.reptile.userId);
  const keeper = space ? (space.members.find((m) => m.userId === space.ownerId)?.name ?? null) : (me?.username ?? null);
  const [pdf, setPdf] = useState<PdfState>('idle');
  const periodId = useId();
  const lng = i18n.language;
  const today = todayIn();
  const doc = useMemo(() => {
    const model = vetReportModel(rows, periodOf(period, today));
    return reportDocument(model, t, lng, { keeper, madeOn: today, age: ageText(tr, rows.reptile.hatchDate, today), morph: morphName(rows.reptile.morphs, tg) });
  }, [rows, period, today, t, tr, tg, lng, keeper]);

  const download = async () => {
    setPdf('making');
    try {
      const blob = await vetReportPdf({
        document: doc,
        pageLabel: (page, pages) => t('pdf.page', { page, pages }),
        continued: (title) => t('pdf.continued', { title }),
      });
      downloadBlob(`${doc.fileName}.pdf`, blob);
      setPdf('done');
    } catch {
      // Offline, the PDF code and the font may never have been fetched on this device.
      setPdf(navigator.onLine ? 'failed' : 'offline');
    }
  };

  return (
    <Container size="md" py="md" className={classes.page}>
      <Stack gap="lg">
        <Stack gap="sm" className={classes.controls}>
          <Anchor component={Link} to={`/reptiles/${rows.reptile.id}`} size="sm">{t('page.back', { name: rows.reptile.name })}</Anchor>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={periodId}>{t('page.periodLabel')}</Text>
            <SegmentedControl aria-labelledby={periodId} value={period} fullWidth
              data={PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
              onChange={(v) => setSearch((s) => {
                const next = new URLSearchParams(s);
                if (v === DEFAULT_PERIOD) next.delete('period');
                else next.set('period', v);
                return next;
              }, { replace: true })} />
          </Stack>
          <Group gap="sm">
            <Button onClick={() => window.print()}>{t('page.print')}</Button>
            <Button variant="light" loading={pdf === 'making'} onClick={() => void download()}>{t('page.download')}</Button>
          </Group>
          {pdf === 'done' && <Text size="sm" role="status">{t('page.downloaded')}</Text>}
          {(pdf === 'failed' || pdf === 'offline') && <Alert color="red" role="alert">{t(pdf === 'offline' ? 'page.failedOffline' : 'page.failed')}</Alert>}
        </Stack>
        <Report doc={doc} />
      </Stack>
    </Container>
  );
}

/**
 * /reptiles/:id/vet-report: what a vet who has never seen HerpTrack needs about one animal over a
 * period (?period=3m|6m|12m|all, 6 months unless chosen), made on the device from its logs, so it
 * opens offline. Printed from the browser (the print stylesheet leaves out the app around it) or
 * downloaded as a PDF made on the device. Whoever may read the animal may print its report.
 */
export function VetReportPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const asked = search.get('period');
  const period = isPeriod(asked) ? asked : DEFAULT_PERIOD;
  const rows = useReportRows(id, periodOf(period, todayIn()).from);
  if (rows === undefined) return <PageLoader />;
  if (rows === null) return <ReptileMissing />;
  return <VetReport rows={rows} period={period} />;
}
