import { describe, expect, it } from 'vitest';
import * as domain from '../src';

describe('@ssb/domain entry point', () => {
  it('exports the rules of every module', () => {
    for (const name of [
      'CALENDAR_SPAN_DAYS',
      'parseEntry',
      'validateNewWindow',
      'validateWindowList',
      'normalizeWindows',
      'toWindowString',
      'slotsInSpan',
      'groupSlotsByDay',
      'hourBand',
      'findContainingWindow',
      'sessionTypesFor',
      'bookableType',
      'startsOnSlotGrid',
      'formatPrice',
      'discussionButtonState',
      'canJoin',
      'canAccess',
      'canTransition',
      'canJoinMeeting',
      'formatDateTime',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name], name).not.toBe('undefined');
    }
  });
});
