import { describe, expect, it } from 'vitest';
import { calendarLinks, discussionCalendarEvent, sessionCalendarEvent } from '../src/calendar-links';
import { canJoinMeeting, meetingLinkOpens, meetingOpensAt } from '../src/sessions';

const start = new Date('2031-03-11T04:00:00.000Z');
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * 60_000);

describe('meetingLinkOpens', () => {
  it('opens 10 minutes before the start, not a moment earlier, and stays open', () => {
    expect(meetingOpensAt(start)).toEqual(at(-10));
    expect(meetingLinkOpens({ scheduledAt: start }, at(-2 * 24 * 60))).toBe(false);
    expect(meetingLinkOpens({ scheduledAt: start }, new Date(at(-10).getTime() - 1))).toBe(false);
    expect(meetingLinkOpens({ scheduledAt: start }, at(-10))).toBe(true);
    expect(meetingLinkOpens({ scheduledAt: start }, at(120))).toBe(true);
    expect(meetingLinkOpens({ scheduledAt: 'not a date' }, at(0))).toBe(false);
  });

  it('is the rule Join follows, which also closes at the end and never for a cancelled session', () => {
    const session = { scheduledAt: start, duration: 60, status: 'scheduled' };
    expect(canJoinMeeting(session, at(-11))).toBe(false);
    expect(canJoinMeeting(session, at(-5))).toBe(true);
    expect(canJoinMeeting(session, at(60))).toBe(false);
    expect(canJoinMeeting({ ...session, status: 'cancelled' }, at(-5))).toBe(false);
  });
});

describe('calendarLinks', () => {
  const links = calendarLinks({
    title: 'Personal interview with Arjun Menon',
    start,
    end: at(45),
    details: 'Coach: Arjun Menon\nDetails: https://ssb.example/sessions/1',
    location: 'https://ssb.example/sessions/1',
  });

  it("fills Google Calendar's event template (UTC times without separators)", () => {
    const url = new URL(links.google);
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Personal interview with Arjun Menon');
    expect(url.searchParams.get('dates')).toBe('20310311T040000Z/20310311T044500Z');
    expect(url.searchParams.get('details')).toBe('Coach: Arjun Menon\nDetails: https://ssb.example/sessions/1');
    expect(url.searchParams.get('location')).toBe('https://ssb.example/sessions/1');
  });

  it("fills Outlook's compose form (ISO times in UTC)", () => {
    const url = new URL(links.outlook);
    expect(`${url.origin}${url.pathname}`).toBe('https://outlook.live.com/calendar/0/action/compose');
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('subject')).toBe('Personal interview with Arjun Menon');
    expect(url.searchParams.get('startdt')).toBe('2031-03-11T04:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2031-03-11T04:45:00Z');
    expect(url.searchParams.get('body')).toContain('Coach: Arjun Menon');
    expect(url.searchParams.get('location')).toBe('https://ssb.example/sessions/1');
  });
});

describe('the events of sessions and discussions', () => {
  it("a session's: its page as the place, the coach and mentee named, never the meeting link", () => {
    const event = sessionCalendarEvent(
      {
        id: 's1',
        title: 'Mock interview',
        scheduledAt: start.toISOString(),
        endsAt: at(60).toISOString(),
        sessionType: 'personal_interview',
        mentor: { name: 'Arjun Menon' },
        mentee: { name: 'Asha Verma' },
      },
      'https://ssb.example',
    );
    expect(event).toMatchObject({
      title: 'Mock interview',
      start,
      end: at(60),
      location: 'https://ssb.example/sessions/s1',
    });
    expect(event.details).toContain('Personal interview with Arjun Menon (coach) and Asha Verma.');
    expect(event.details).toContain('from 10 minutes before the start: https://ssb.example/sessions/s1');
  });

  it("a discussion's: the moderator first in the details, until its room closes", () => {
    const event = discussionCalendarEvent(
      {
        title: 'GD',
        description: 'Current affairs',
        startTime: start.toISOString(),
        moderator: 'Kavita Rao',
      },
      'https://ssb.example',
    );
    expect(event.end).toEqual(at(120));
    expect(event.details.split('\n\n')).toEqual([
      'Moderator: Kavita Rao',
      'Current affairs',
      'Enter from https://ssb.example/discussions, from 5 minutes before the start.',
    ]);
    expect(
      discussionCalendarEvent(
        {
          title: 'GD',
          description: '',
          startTime: start.toISOString(),
          moderator: null,
        },
        'https://ssb.example',
      ).details,
    ).not.toContain('Moderator');
  });
});
