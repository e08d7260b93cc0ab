import { LocalDate } from '../../../components/ui/LocalDate';
import { Link } from '../../../lib/router';
import { sessionPath } from '../paths';

/** Where the title links: the session's page, or `href` for another purchase (a practice review). */
type Target = { sessionId: string; href?: undefined } | { sessionId?: undefined; href: string };

/** A card's heading for one session: its title, linking to the session, then who and when. */
export function SessionCardHeading({
  title,
  who,
  scheduledAt,
  level = 'h3',
  ...target
}: Target & {
  title: string;
  /** 'Asha with Col. Rao', 'with Col. Rao' */
  who: string;
  scheduledAt: string;
  level?: 'h2' | 'h3';
}) {
  const Heading = level;
  return (
    <div className="min-w-0">
      <Heading className="font-semibold text-primary-900">
        <Link to={target.href ?? sessionPath(target.sessionId)} className="hover:underline">
          {title}
        </Link>
      </Heading>
      <p className="text-sm text-slate-600">
        {who} · <LocalDate iso={scheduledAt} withTime />
      </p>
    </div>
  );
}
