import { ACHIEVEMENTS_ON_CARD, SPECIALIZATIONS_FULL_CARD, formatPrice } from '@ssb/domain';
import { Link } from '../../lib/router';
import { Avatar } from '../ui/Avatar';
import { buttonClasses } from '../ui/Button';
import { Stars } from '../ui/Stars';
import { cn } from '../../lib/cn';
import { SpecializationTags } from './SpecializationTags';
import { VerifiedMark } from './VerifiedMark';
import { coachBookHref, coachName, coachProfileHref, firstOf, rateLabel, yearsLabel, type CoachCardData } from './types';

export interface CoachCardProps {
  coach: CoachCardData;
  /** Where 'Book Session' goes; /coaches/{id}?focus=availability by default. */
  bookHref?: string;
  /** Heading level of the name inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

function Fact({ icon, children }: { icon: 'clock' | 'cap' | 'pin'; children: string }) {
  const paths = {
    clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
    cap: 'M3 9l9-4 9 4-9 4-9-4Zm4 2v4c0 1.5 2.2 3 5 3s5-1.5 5-3v-4',
    pin: 'M12 21s-6-5.3-6-10a6 6 0 1 1 12 0c0 4.7-6 10-6 10Zm0-8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  };
  return (
    <li className="flex min-w-0 items-start gap-2">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0 text-slate-500" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={paths[icon]} />
      </svg>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/**
 * The full coach card of the coaches grid and the home page: name, verified mark, title, up to 3
 * specializations then '+N more', hourly rate or 'Custom', bio, stars (half-star rounding) with the
 * review count, experience, education, location, up to 3 achievements, and the links
 * (docs/product/screens.md "Coaches list").
 */
export function CoachCard({ coach, bookHref, headingLevel: Heading = 'h3', className }: CoachCardProps) {
  const name = coachName(coach);
  const hasRate = coach.hourlyRate !== null && coach.hourlyRate !== undefined;
  const { shown: achievements } = firstOf(coach.achievements, ACHIEVEMENTS_ON_CARD);
  const reviews = coach.totalReviews ?? 0;
  return (
    <article
      aria-label={name}
      className={cn('flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md', className)}
    >
      <header className="flex items-start gap-3">
        <Avatar src={coach.profileImageUrl} name={name} size={56} alt="" />
        <div className="min-w-0 flex-1">
          <Heading className="flex items-center gap-1.5 text-lg leading-snug font-semibold text-primary-900">
            <span className="min-w-0 truncate">{name}</span>
            {coach.isVerified && <VerifiedMark />}
          </Heading>
          {coach.title && <p className="text-sm text-slate-600">{coach.title}</p>}
        </div>
      </header>

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <Stars value={coach.rating} showValue />
          <span className="text-sm text-slate-600">
            {reviews} {reviews === 1 ? 'review' : 'reviews'}
          </span>
        </div>
        <p className="ml-auto text-right font-semibold text-primary-900" data-testid="coach-rate">
          {rateLabel(formatPrice(coach.hourlyRate), hasRate)}
        </p>
      </div>

      <SpecializationTags items={coach.specializations} max={SPECIALIZATIONS_FULL_CARD} />

      {coach.bio && <p className="line-clamp-3 text-sm text-slate-700">{coach.bio}</p>}

      <ul className="grid gap-1.5 text-sm text-slate-700">
        {typeof coach.experience === 'number' && <Fact icon="clock">{`${yearsLabel(coach.experience)} of experience`}</Fact>}
        {coach.education && <Fact icon="cap">{coach.education}</Fact>}
        {coach.location && <Fact icon="pin">{coach.location}</Fact>}
      </ul>

      {achievements.length > 0 && (
        <ul className="grid gap-1 text-sm text-slate-700" aria-label="Achievements">
          {achievements.map((a) => (
            <li key={a} className="flex gap-2">
              <span aria-hidden="true" className="text-accent-600">★</span>
              <span className="min-w-0">{a}</span>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
        <Link to={bookHref ?? coachBookHref(coach.id)} className={buttonClasses({ variant: 'accent' })}>
          Book Session<span className="sr-only"> with {name}</span>
        </Link>
        <Link to={coachProfileHref(coach.id)} className={buttonClasses({ variant: 'outline' })}>
          View profile<span className="sr-only"> of {name}</span>
        </Link>
      </div>
    </article>
  );
}
