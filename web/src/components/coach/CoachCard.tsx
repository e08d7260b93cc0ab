import { ACHIEVEMENTS_ON_CARD, SPECIALIZATIONS_FULL_CARD, fromPriceLabel } from '@ssb/domain';
import { Link } from '../../lib/router';
import { Avatar } from '../ui/Avatar';
import { buttonClasses } from '../ui/Button';
import { Stars } from '../ui/Stars';
import { cn } from '../../lib/cn';
import { SpecializationTags } from './SpecializationTags';
import { VerifiedMark } from './VerifiedMark';
import { NextFree } from './NextFree';
import { coachBookHref, coachName, coachProfileHref, firstOf, fromPriceOf, yearsLabel, type CoachCardData } from './types';

export interface CoachCardProps {
  coach: CoachCardData;
  /** Where 'Book Session' goes; /coaches/{id}?focus=availability by default. */
  bookHref?: string;
  /** Heading level of the name inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
  /** The 'Compare' toggle of the coaches page: whether this coach is picked, and what a press does. */
  compare?: { selected: boolean; onToggle: () => void };
}

function Fact({ icon, children }: { icon: 'clock' | 'cap' | 'pin'; children: string }) {
  const paths = {
    clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
    cap: 'M3 9l9-4 9 4-9 4-9-4Zm4 2v4c0 1.5 2.2 3 5 3s5-1.5 5-3v-4',
    pin: 'M12 21s-6-5.3-6-10a6 6 0 1 1 12 0c0 4.7-6 10-6 10Zm0-8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  };
  return (
    <li className="flex min-w-0 items-start gap-2">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-4 shrink-0 text-slate-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={paths[icon]} />
      </svg>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/**
 * The full coach card of the coaches grid and the home page: name, verified mark, title, stars
 * (half-star rounding) with the review count, 'from ₹X a session' (the cheapest bookable type), the
 * next free slot, languages, up to 3 specializations then '+N more', and from tablet width the bio,
 * experience, education, location and up to 3 achievements; 'Book Session' only when a type can be
 * booked (docs/product/screens.md "Coaches list"). At phone width the essentials fit one screen.
 */
export function CoachCard({ coach, bookHref, headingLevel: Heading = 'h3', className, compare }: CoachCardProps) {
  const name = coachName(coach);
  const price = fromPriceLabel(fromPriceOf(coach));
  const { shown: achievements } = firstOf(coach.achievements, ACHIEVEMENTS_ON_CARD);
  const reviews = coach.totalReviews ?? 0;
  return (
    <article
      aria-label={name}
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:gap-4 sm:p-5',
        className,
      )}
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

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <div className="flex items-center gap-2">
          <Stars value={coach.rating} showValue />
          <span className="text-sm text-slate-600">
            {reviews} {reviews === 1 ? 'review' : 'reviews'}
          </span>
        </div>
        <p className="ml-auto text-right font-semibold text-primary-900" data-testid="coach-rate">
          {price ?? 'Not bookable online yet'}
        </p>
      </div>

      {coach.nextFree !== undefined && price && <NextFree at={coach.nextFree} className="text-sm font-medium text-emerald-800" />}
      {coach.languages && coach.languages.length > 0 && <p className="text-sm text-slate-600">Coaches in {coach.languages.join(', ')}</p>}

      <SpecializationTags items={coach.specializations} max={SPECIALIZATIONS_FULL_CARD} />

      {coach.bio && (
        <div className="hidden sm:block">
          <p className="line-clamp-3 text-sm text-slate-700">{coach.bio}</p>
        </div>
      )}

      <ul className="hidden gap-1.5 text-sm text-slate-700 sm:grid">
        {typeof coach.experience === 'number' && <Fact icon="clock">{`${yearsLabel(coach.experience)} of experience`}</Fact>}
        {coach.education && <Fact icon="cap">{coach.education}</Fact>}
        {coach.location && <Fact icon="pin">{coach.location}</Fact>}
      </ul>

      {achievements.length > 0 && (
        <ul className="hidden gap-1 text-sm text-slate-700 sm:grid" aria-label="Achievements">
          {achievements.map((a) => (
            <li key={a} className="flex gap-2">
              <span aria-hidden="true" className="text-accent-600">
                ★
              </span>
              <span className="min-w-0">{a}</span>
            </li>
          ))}
        </ul>
      )}

      <div className={cn('mt-auto grid gap-2 pt-1', price && 'grid-cols-2')}>
        {price && (
          <Link to={bookHref ?? coachBookHref(coach.id)} className={buttonClasses({ variant: 'accent' })}>
            Book Session<span className="sr-only"> with {name}</span>
          </Link>
        )}
        <Link to={coachProfileHref(coach.id)} className={buttonClasses({ variant: 'outline' })}>
          View profile<span className="sr-only"> of {name}</span>
        </Link>
      </div>
      {compare && (
        <button
          type="button"
          aria-pressed={compare.selected}
          onClick={compare.onToggle}
          className={cn(
            '-mt-1 inline-flex min-h-9 items-center gap-2 self-start rounded-lg px-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700',
            compare.selected ? 'text-primary-800' : 'text-slate-600 hover:text-primary-800',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'grid size-4 place-items-center rounded border text-[10px] leading-none',
              compare.selected ? 'border-primary-700 bg-primary-700 text-white' : 'border-slate-400',
            )}
          >
            {compare.selected ? '✓' : ''}
          </span>
          Compare<span className="sr-only"> {name}</span>
        </button>
      )}
    </article>
  );
}
