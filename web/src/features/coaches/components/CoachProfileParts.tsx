import { formatMonthYear, fromPriceLabel, plural, type Coach } from '@ssb/domain';
import type { ReactNode } from 'react';
import { VerifiedMark, coachName } from '../../../components/coach';
import { Avatar } from '../../../components/ui/Avatar';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Stars } from '../../../components/ui/Stars';

/** One titled block of the profile. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold text-primary-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Avatar (a default one when there is no picture), name, verified mark, title, location, rating and rate. */
export function CoachProfileHeader({ coach, actions }: { coach: Coach; actions?: ReactNode }) {
  const name = coachName(coach);
  const cut = name.lastIndexOf(' ') + 1;
  const [lead, last] = [name.slice(0, cut), name.slice(cut)];
  return (
    <header className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:p-6">
      <Avatar src={coach.profileImageUrl} name={name} size={96} alt={`${name}'s photo`} eager className="ring-4 ring-primary-50" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight break-words text-primary-900 sm:text-3xl">
          {lead}
          {/* The mark stays on the line of the last word, never alone on a line of its own. */}
          <span className="whitespace-nowrap">
            {last}
            {coach.isVerified && <VerifiedMark size={24} className="ml-2 align-[-0.2em]" />}
          </span>
        </h1>
        {coach.verification && (
          <p className="text-sm font-medium text-emerald-800">
            {coach.verification.what ?? 'Verified'}, {formatMonthYear(coach.verification.verifiedAt)}
          </p>
        )}
        {coach.title && <p className="text-slate-700">{coach.title}</p>}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          {coach.location && (
            <span className="inline-flex items-center gap-1">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
                <path d="M12 21s-6-5.3-6-10a6 6 0 1 1 12 0c0 4.7-6 10-6 10Z" />
                <circle cx="12" cy="11" r="2" />
              </svg>
              {coach.location}
            </span>
          )}
          {/* No rating without reviews: a 0.0 would read as a bad one. */}
          {coach.totalReviews > 0 ? (
            <span className="inline-flex items-center gap-2">
              <Stars value={coach.rating} showValue />
              <a href="#reviews" className="underline-offset-2 hover:underline">
                {plural(coach.totalReviews, 'review', 'reviews')}
              </a>
            </span>
          ) : (
            <span>No reviews yet</span>
          )}
        </div>
        <p className="text-lg font-semibold text-primary-900">{fromPriceLabel(coach.fromPrice) ?? 'Not bookable online yet'}</p>
        {coach.languages.length > 0 && <p className="text-sm text-slate-600">Coaches in {coach.languages.join(', ')}</p>}
      </div>
      {actions && <div className="flex shrink-0 gap-2 sm:flex-col">{actions}</div>}
    </header>
  );
}

export function CoachAbout({ bio }: { bio: string | null }) {
  return (
    <ProfileSection id="about" title="About">
      {bio?.trim() ? <p className="whitespace-pre-line text-slate-700">{bio}</p> : <p className="text-slate-600">No bio available.</p>}
    </ProfileSection>
  );
}

/** Specializations, experience, education and achievements. */
export function CoachBackground({ coach }: { coach: Coach }) {
  const facts: [string, string][] = [];
  if (coach.experience !== null) facts.push(['Experience', plural(coach.experience, 'year', 'years')]);
  if (coach.education) facts.push(['Education', coach.education]);
  return (
    <ProfileSection id="background" title="Expertise">
      {coach.specializations.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Specializations">
          {coach.specializations.map((s) => (
            <li key={s} className="rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary-800 ring-1 ring-primary-100 ring-inset">
              {s}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">No specializations listed yet.</p>
      )}
      {facts.length > 0 && (
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
              <dd className="text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {coach.achievements.length > 0 && (
        <>
          <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">Achievements</h3>
          <ul className="mt-1 grid gap-1 text-slate-800">
            {coach.achievements.map((a) => (
              <li key={a} className="flex gap-2">
                <span aria-hidden="true" className="text-accent-600">★</span>
                {a}
              </li>
            ))}
          </ul>
        </>
      )}
    </ProfileSection>
  );
}

export function CoachTestimonials({ testimonials }: { testimonials: Coach['testimonials'] }) {
  return (
    <ProfileSection id="testimonials" title="Testimonials">
      {testimonials.length === 0 ? (
        <p className="text-slate-600">No testimonials yet.</p>
      ) : (
        <ul className="grid gap-4">
          {testimonials.map((t, i) => (
            <li key={`${t.author}-${i}`}>
              <figure className="border-l-4 border-accent-400 pl-4">
                <blockquote className="text-slate-800">“{t.text}”</blockquote>
                <figcaption className="mt-1 text-sm font-semibold text-slate-600">— {t.author}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

/** The shape of the page while the coach loads (announced as 'Loading coach...'). */
export function CoachProfileSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="text-sm text-slate-600">
        Loading coach...
      </p>
      <div aria-hidden="true" className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 sm:flex-row">
        <Skeleton className="size-24 rounded-full" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-6 w-24" />
        </div>
      </div>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    </div>
  );
}
