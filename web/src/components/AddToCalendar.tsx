import { calendarLinks, type CalendarEvent } from '@ssb/domain';
import { buttonClasses } from './ui/Button';

/**
 * "Add to calendar": the .ics download (any calendar app) and the web calendars' own forms, Google Calendar and
 * Outlook, filled with the same event (calendarLinks in the domain). They open in a new tab.
 */
export function AddToCalendar({ icsUrl, event, label }: { icsUrl: string; event: CalendarEvent; label?: string }) {
  const links = calendarLinks(event);
  const about = label ? <span className="sr-only">: {label}</span> : null;
  return (
    <div role="group" aria-label={label ? `Add to calendar: ${label}` : 'Add to calendar'} className="flex flex-wrap gap-2">
      <a href={icsUrl} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        Add to calendar{about}
      </a>
      <a href={links.google} target="_blank" rel="noreferrer" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        Google Calendar{about}
      </a>
      <a href={links.outlook} target="_blank" rel="noreferrer" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        Outlook{about}
      </a>
    </div>
  );
}

/** The site's own address, for the pages an event links to (empty while rendered on the server). */
export const siteOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);
