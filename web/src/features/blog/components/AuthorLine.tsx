import type { BlogAuthor } from '@ssb/domain';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/Avatar';

export const TEAM_NAME = 'SSB Academy Team';

/** The author as name and picture; without one, the team (docs/product/content.md "Blog"). */
export function AuthorLine({ author, children }: { author: BlogAuthor | null; children?: ReactNode }) {
  const name = author ? `${author.firstName} ${author.lastName}`.trim() || TEAM_NAME : TEAM_NAME;
  return (
    <div className="flex items-center gap-3">
      {author ? (
        <Avatar src={author.profileImageUrl} name={name} size={44} alt="" />
      ) : (
        <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-900 text-sm font-bold text-accent-300">
          SSB
        </span>
      )}
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">{name}</p>
        {children && <p className="text-slate-600">{children}</p>}
      </div>
    </div>
  );
}
