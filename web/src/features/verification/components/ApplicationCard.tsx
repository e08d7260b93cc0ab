import { formatDate, VERIFICATION_KIND_LABELS, type QueuedApplication } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { Avatar } from '../../../components/ui/Avatar';
import { Badge } from '../../../components/ui/Badge';
import { DecisionControls } from './DecisionControls';
import { ProofButton } from './ProofButton';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One application in the queue: who, what they claim, their proofs, and the decision (or how it was decided). */
export function ApplicationCard({ application }: { application: QueuedApplication }) {
  const { coach } = application;
  const officer = application.kind === 'armed_forces';
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5" aria-label={`Application of ${coach.name}`}>
      <header className="flex items-start gap-3">
        <Avatar src={coach.profileImageUrl} name={coach.name} size={48} />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900">
            <Link to={`/coaches/${coach.id}`} className="hover:underline">
              {coach.name}
            </Link>
          </h2>
          {coach.title && <p className="text-sm text-slate-700">{coach.title}</p>}
          <p className="text-sm break-all text-slate-500">{coach.email}</p>
        </div>
        <Badge>{VERIFICATION_KIND_LABELS[application.kind]}</Badge>
      </header>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {officer ? (
          <>
            <Fact label="Service">{application.service}</Fact>
            <Fact label="Arm or branch">{application.branch}</Fact>
            <Fact label="Rank">{application.rank}</Fact>
            <Fact label="Years of service">{application.yearsOfService}</Fact>
          </>
        ) : (
          <Fact label="Credentials">{application.credentials}</Fact>
        )}
        <Fact label="SSB board experience">{application.boardExperience}</Fact>
        <Fact label="Public profile">
          <a href={application.publicLink} target="_blank" rel="noopener noreferrer nofollow" className="text-primary-700 underline">
            {application.publicLink}
          </a>
        </Fact>
        <Fact label="Sent">{formatDate(application.submittedAt)}</Fact>
      </dl>
      <div className="flex flex-wrap gap-2" aria-label="Proofs">
        {application.proofs.map((proof) => (
          <ProofButton key={proof.id} proof={proof} />
        ))}
      </div>
      {application.status === 'pending' ? (
        <DecisionControls application={application} />
      ) : (
        <p className="text-sm text-slate-700">
          {application.status === 'approved' ? 'Approved' : 'Rejected'}
          {application.decidedAt ? ` on ${formatDate(application.decidedAt)}` : ''}
          {application.reason ? `: ${application.reason}` : ''}
        </p>
      )}
    </article>
  );
}
