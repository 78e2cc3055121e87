import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, EventLogCreateArgs, EventLogUpdateArgs } from '../../shared/schemas/event-log';
import { ID, ID2, issuesOf, localeTexts, messagesOf } from '../helpers/issues';

const base = { id: ID, reptileId: ID2, date: '2024-03-10', eventType: 'cleaning' };
const logs = localeTexts('logs');

describe('event log', () => {
  it.each(EVENT_TYPES)('accepts type %s', (eventType) => {
    expect(issuesOf(EventLogCreateArgs, { ...base, eventType, description: 'new substrate' })).toEqual([]);
  });

  it.each([
    ['no date', { ...base, date: '' }, 'date: errors.dateRequired'],
    ['no type', { ...base, eventType: undefined }, 'eventType: errors.eventTypeRequired'],
    ['an unknown type', { ...base, eventType: 'feeding' }, 'eventType: errors.eventTypeRequired'],
    ['a long description', { ...base, description: 'x'.repeat(5001) }, 'description: errors.tooLong'],
  ])('refuses %s', (_, input, issue) => {
    const issues = issuesOf(EventLogCreateArgs, input);
    expect(issues).toEqual([issue]);
    expect(messagesOf(issues).every((m) => logs.has(m))).toBe(true);
  });

  it('edits one field', () => {
    expect(EventLogUpdateArgs.parse({ id: ID, patch: { eventType: 'behaviorNote' } }).patch).toEqual({ eventType: 'behaviorNote' });
    expect(issuesOf(EventLogUpdateArgs, { id: ID, patch: { eventType: 'x' } })).toEqual(['patch.eventType: errors.eventTypeRequired']);
  });
});
