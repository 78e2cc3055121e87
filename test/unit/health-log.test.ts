import { describe, expect, it } from 'vitest';
import { HealthLog, HealthLogCreateArgs, HealthLogUpdateArgs } from '../../shared/schemas/health-log';
import { ID, ID2, issuesOf, localeTexts, messagesOf } from '../helpers/issues';

const base = { id: ID, reptileId: ID2, date: '2024-03-10', issue: 'Mouth rot' };
const logs = localeTexts('logs');

describe('health log create args', () => {
  it('is ongoing unless said otherwise, severity unknown', () => {
    const parsed = HealthLogCreateArgs.parse(base);
    expect(parsed.status).toBe('ongoing');
    expect(parsed.severity).toBeUndefined();
  });

  it.each([
    ['severity and treatment', { ...base, severity: 'severe', treatment: 'vet visit', notes: 'n' }],
    ['resolved the same day', { ...base, status: 'resolved', resolvedDate: '2024-03-10' }],
    ['resolved later', { ...base, status: 'resolved', resolvedDate: '2024-04-02' }],
    ['resolved, date unknown', { ...base, status: 'resolved' }],
  ])('accepts %s', (_, input) => {
    expect(issuesOf(HealthLogCreateArgs, input)).toEqual([]);
  });

  it.each([
    ['no date', { ...base, date: undefined }, 'date: errors.dateRequired'],
    ['no issue', { ...base, issue: undefined }, 'issue: errors.issueRequired'],
    ['a blank issue', { ...base, issue: '   ' }, 'issue: errors.issueRequired'],
    ['a long issue', { ...base, issue: 'x'.repeat(201) }, 'issue: errors.tooLong'],
    ['an unknown severity', { ...base, severity: 'critical' }, 'severity: errors.severityInvalid'],
    ['an unknown status', { ...base, status: 'healed' }, 'status: errors.statusInvalid'],
    ['a resolved date while ongoing', { ...base, status: 'ongoing', resolvedDate: '2024-03-12' }, 'resolvedDate: errors.resolvedDateNeedsResolved'],
    ['resolved before it began', { ...base, status: 'resolved', resolvedDate: '2024-03-09' }, 'resolvedDate: errors.resolvedBeforeDate'],
    ['a bad resolved date', { ...base, status: 'resolved', resolvedDate: '2024-13-01' }, 'resolvedDate: errors.dateInvalid'],
  ])('refuses %s', (_, input, issue) => {
    const issues = issuesOf(HealthLogCreateArgs, input);
    expect(issues).toEqual([issue]);
    expect(messagesOf(issues).every((m) => logs.has(m))).toBe(true);
  });
});

describe('resolving a health issue later', () => {
  const row = { date: '2024-03-10', issue: 'Mouth rot', status: 'ongoing', severity: 'mild' };

  it.each([
    [{ status: 'resolved', resolvedDate: '2024-03-20' }, []],
    [{ status: 'resolved' }, []],
    [{ resolvedDate: '2024-03-20' }, ['resolvedDate: errors.resolvedDateNeedsResolved']],
    [{ status: 'resolved', resolvedDate: '2024-03-01' }, ['resolvedDate: errors.resolvedBeforeDate']],
  ])('patch %j on the merged entry -> %j', (patch, want) => {
    expect(issuesOf(HealthLogUpdateArgs, { id: ID, patch })).toEqual([]);
    expect(issuesOf(HealthLog, { ...row, ...patch })).toEqual(want);
  });
});
