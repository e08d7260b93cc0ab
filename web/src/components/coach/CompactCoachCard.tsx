import { SPECIALIZATIONS_COMPACT_CARD, fromPriceLabel } from '@ssb/domain';
import { Link } from '../../lib/router';
import { Avatar } from '../ui/Avatar';
import { Stars } from '../ui/Stars';
import { cn } from '../../lib/cn';
import { SpecializationTags } from './SpecializationTags';
import { VerifiedMark } from './VerifiedMark';
import { coachName, coachProfileHref, fromPriceOf, type CoachCardData } from './types';

/** The compact card (docs/product/screens.md): avatar, name, title, up to 2 specializations and 'View profile'. For the dashboard and side lists. */
export function CompactCoachCard({ coach, className }: { coach: CoachCardData; className?: string }) {
  const name = coachName(coach);
  const price = fromPriceLabel(fromPriceOf(coach));
  return (
    <article aria-label={name} className={cn('flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm', className)}>
      <Avatar src={coach.profileImageUrl} name={name} size={44} alt="" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="min-w-0">
          <h3 className="flex items-center gap-1.5 font-semibold text-primary-900">
            <span className="min-w-0 truncate">{name}</span>
            {coach.isVerified && <VerifiedMark size={16} />}
          </h3>
          {coach.title && <p className="truncate text-sm text-slate-600">{coach.title}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Stars value={coach.rating} size={14} count={coach.totalReviews ?? 0} />
          {price && <span className="font-semibold text-primary-900">{price}</span>}
        </div>
        <SpecializationTags items={coach.specializations} max={SPECIALIZATIONS_COMPACT_CARD} />
        <Link to={coachProfileHref(coach.id)} className="inline-flex min-h-11 items-center self-start font-semibold text-primary-700 hover:text-primary-900 hover:underline pointer-fine:min-h-0">
          View profile<span className="sr-only"> of {name}</span>
          <span aria-hidden="true" className="ml-1">→</span>
        </Link>
      </div>
    </article>
  );
}
