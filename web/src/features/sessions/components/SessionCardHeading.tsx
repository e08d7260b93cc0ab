import { LocalDate } from '../../../components/ui/LocalDate';
import { Link } from 'react-router';
import { sessionPath } from '../paths';

/** A card's heading for one session: its title, linking to the session, then who and when. */
export function SessionCardHeading({
  sessionId,
  title,
  who,
  scheduledAt,
  level = 'h3',
}: {
  sessionId: string;
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
        <Link to={sessionPath(sessionId)} className="hover:underline">
          {title}
        </Link>
      </Heading>
      <p className="text-sm text-slate-600">
        {who} · <LocalDate iso={scheduledAt} withTime />
      </p>
    </div>
  );
}
