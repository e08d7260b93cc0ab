import { AdminOverviewPanel } from '../../admin/components/AdminOverviewPanel';
import { UnderReviewBanner } from '../../verification/components/UnderReviewBanner';
import { GetPaidCard } from '../../earnings/payout-account/GetPaidCard';
import { PracticeCard } from '../../practice/dashboard/PracticeCard';
import { JoinedDiscussionsCard } from '../../discussions/dashboard/JoinedDiscussionsCard';
import { RecentPaymentsCard } from '../../payments/dashboard/RecentPaymentsCard';
import { NextSessionCard } from '../dashboard/NextSessionCard';
import { useMeetingClock } from '../components/MeetingJoin';
import { isPayableBy } from '../listed';
import { DASHBOARD_ACHIEVEMENTS, DASHBOARD_UPCOMING_SESSIONS, formatPrice, plural, type User } from '@ssb/domain';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { notify } from '../../../lib/notify';
import { Avatar } from '../../../components/ui/Avatar';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Stars } from '../../../components/ui/Stars';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useNow } from '../../../lib/useNow';
import { profileQuery, useProfile, userStatsQuery, useUpdateProfile, useUserStats } from '../../users/api';
import { sessionsQuery, useSessions } from '../api';
import { SessionList } from '../components/UpcomingList';
import type { ServerData } from '../../../lib/serverData';

/** Every listed status (scheduled, disputed, one's own pending booking), not only scheduled. */
const UPCOMING = { type: 'upcoming', pageSize: DASHBOARD_UPCOMING_SESSIONS } as const;

function RateCard({ profile }: { profile: User }) {
  const auth = useAuth();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(profile.hourlyRate === null ? '' : String(profile.hourlyRate));
  const update = useUpdateProfile();
  // An empty value saves null (shown 'Not set'), otherwise a number.
  const saveRate = (rate: number | null) =>
    update.mutate(
      { hourlyRate: rate },
      {
        onSuccess: (user) => {
          auth.updateUser({ hourlyRate: user.hourlyRate });
          setEditing(false);
          notify('success', 'Saved');
        },
        // A failed rate save is only logged (docs/product/screens.md "Dashboard home").
        onError: (error) => console.error('Rate save failed', error),
      },
    );
  const submit = () => {
    const trimmed = value.trim();
    const rate = trimmed === '' ? null : Number(trimmed);
    if (rate !== null && (!Number.isFinite(rate) || rate < 0)) {
      notify('error', 'Invalid rate', { description: 'Hourly rate must be a positive number' });
      return;
    }
    saveRate(rate === null ? null : Math.round(rate));
  };
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-medium text-slate-600">Rate</h2>
      {editing ? (
        <form
          className="mt-2 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field label="Hourly rate (₹)" hint="Leave empty for 'Not set'">
            <Input type="number" inputMode="numeric" min={0} step={50} value={value} onChange={(e) => setValue(e.target.value)} />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="sm" busy={update.isPending}>
              Save
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-1 flex items-center justify-between gap-2">
          <p className="text-2xl font-bold text-primary-900">
            {profile.hourlyRate === null ? 'Not set' : formatPrice(profile.hourlyRate)}
            {profile.hourlyRate !== null && <span className="text-sm font-normal text-slate-600"> / hour</span>}
          </p>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Edit
          </Button>
        </div>
      )}
    </div>
  );
}

function RatingCard({ profile }: { profile: User }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-medium text-slate-600">Rating</h2>
      <div className="mt-1 flex items-center gap-2">
        <Stars value={profile.rating} size={20} />
        <span className="text-lg font-bold text-primary-900">{profile.rating.toFixed(1)} / 5</span>
      </div>
      <p className="text-sm text-slate-600">
        {plural(profile.totalReviews, 'review', 'reviews')}
      </p>
    </div>
  );
}

function CompletedCard() {
  const stats = useUserStats();
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-medium text-slate-600">Completed sessions</h2>
      {stats.isPending ? <Skeleton className="mt-2 h-8 w-12" /> : <p className="text-2xl font-bold text-primary-900">{stats.data?.completed ?? 0}</p>}
    </div>
  );
}

function ProfileCard({ profile }: { profile: User }) {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const achievements = profile.achievements.slice(0, DASHBOARD_ACHIEVEMENTS);
  return (
    <section aria-labelledby="profile-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center gap-3">
        <Avatar src={profile.profileImageUrl} name={name} size={56} alt="" />
        <div className="min-w-0">
          <h2 id="profile-heading" className="truncate font-semibold text-primary-900">
            {name}
          </h2>
          <p className="text-sm text-slate-600">{profile.title || profile.education || profile.email}</p>
        </div>
      </div>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">About</h3>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{profile.bio || 'No bio yet.'}</p>
      {achievements.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Achievements</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {achievements.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </>
      )}
      <Link to="/profile/edit" className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
        Edit profile
      </Link>
    </section>
  );
}

function DashboardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
      <Skeleton className="h-40" />
      <Skeleton className="h-48" />
    </div>
  );
}

/** What the dashboard shows first, for the server to fetch when it renders the page for a signed-in visitor. */
export const serverData: ServerData = (qc) => [
  qc.prefetchQuery(profileQuery()),
  qc.prefetchQuery(sessionsQuery(UPCOMING)),
  qc.prefetchQuery(userStatsQuery()),
];

/** /dashboard (docs/product/screens.md "Dashboard home"): mentor and mentee variants; an admin gets the console's overview. */
export default function DashboardHomePage() {
  const auth = useAuth();
  if (auth.role === 'admin') {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader className="mb-0!" title="Admin Dashboard" description="What needs you today. Counts are for India's calendar day." />
        <AdminOverviewPanel />
      </div>
    );
  }
  return <MemberDashboard />;
}

function MemberDashboard() {
  const auth = useAuth();
  const profile = useProfile();
  const upcoming = useSessions(UPCOMING);
  const now = useMeetingClock(upcoming.data, upcoming.refetch, useNow(30_000));

  if (profile.isPending) {
    return (
      <>
        <PageHeader
          title={auth.role === 'mentor' ? 'Mentor Dashboard' : `Welcome, ${auth.user?.firstName || 'there'}`}
          description={auth.role === 'mentor' ? 'Your sessions, rate and rating at a glance.' : 'Your SSB preparation at a glance.'}
        />
        <DashboardSkeleton />
      </>
    );
  }
  if (profile.isError || !profile.data) {
    return (
      <>
        <PageHeader title="Dashboard" />
        <ErrorState
        title="Failed to load dashboard"
        message={messageOf(profile.error, 'An unexpected error occurred')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
        />
      </>
    );
  }
  const me = profile.data;
  const mentor = me.role === 'mentor';
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0!"
        title={mentor ? 'Mentor Dashboard' : `Welcome, ${me.firstName || auth.user?.firstName || 'there'}`}
        description={mentor ? 'Your sessions, rate and rating at a glance.' : 'Your SSB preparation at a glance.'}
      />
      {mentor && !me.isVerified && <UnderReviewBanner />}
      {mentor && <GetPaidCard />}
      <div className="grid gap-4 sm:grid-cols-2">
        {mentor ? (
          <>
            <RateCard profile={me} />
            <RatingCard profile={me} />
          </>
        ) : (
          <CompletedCard />
        )}
      </div>
      {me.role === 'mentee' && (
        <>
          <NextSessionCard
            sessions={upcoming.data}
            isPending={upcoming.isPending}
            isError={upcoming.isError}
            onRetry={() => void upcoming.refetch()}
            viewerId={me.id}
            now={now}
          />
          <PracticeCard />
          <div className="grid gap-4 md:grid-cols-2">
            <JoinedDiscussionsCard now={now} />
            <RecentPaymentsCard />
          </div>
        </>
      )}

      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="mb-3 text-lg font-semibold text-primary-900">
          Upcoming sessions
        </h2>
        <SessionList
          // an aspirant's unpaid holds are above, with their own 'Pay now'
          sessions={upcoming.data?.filter((s) => mentor || !isPayableBy(s, me.id, now)).slice(0, DASHBOARD_UPCOMING_SESSIONS)}
          isPending={upcoming.isPending}
          isError={upcoming.isError}
          onRetry={upcoming.refetch}
          viewerId={me.id}
          now={now}
          withStart
          empty={{
            title: 'No upcoming sessions',
            description: mentor ? 'Add availability so students can book you.' : 'Find a coach and book your first session.',
            action: mentor ? (
              <Link to="/dashboard/availability" className={buttonClasses({ variant: 'accent', size: 'sm' })}>
                Manage availability
              </Link>
            ) : (
              <Link to="/coaches" className={buttonClasses({ variant: 'accent', size: 'sm' })}>
                Find coaches
              </Link>
            ),
          }}
        />
      </section>

      <nav aria-label="Quick links" className="grid grid-cols-2 gap-3">
        <Link to="/coaches" className={buttonClasses({ variant: 'outline' })}>
          Find coaches
        </Link>
        <Link to="/resources" className={buttonClasses({ variant: 'outline' })}>
          Resources
        </Link>
      </nav>

      <ProfileCard profile={me} />
    </div>
  );
}
