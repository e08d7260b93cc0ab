import { formatDate, handleReportSchema, moderationReasonSchema, REPORT_REASON_LABELS, type Report } from '@ssb/domain';
import { ReasonDialog } from '../../../components/forms/ReasonDialog';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Textarea } from '../../../components/ui/Textarea';
import { useCheckedSubmit } from '../../../lib/useCheckedSubmit';
import { useHandleReport, useTakeDownReported } from '../api';

const WHAT = { coach: 'Coach profile', review: 'Review', post: 'Article', resource: 'Resource' } as const;

const canTakeDown = (report: Report) => report.targetType !== 'coach' && report.target.link !== null;

/** Takes the reported review, article or resource down, with the reason its author is told; the report is resolved with it. */
function TakeDownReported({ report }: { report: Report }) {
  const takeDown = useTakeDownReported();
  const what = WHAT[report.targetType].toLowerCase();
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="outline" className="text-red-700">
          Take down
          <span className="sr-only"> {report.target.label}</span>
        </Button>
      }
      title={`Take this ${what} down?`}
      description={
        report.targetType === 'review'
          ? 'The stars, the words and the coach’s reply leave the coach’s page and rating. The aspirant is told why. The report is resolved.'
          : 'Readers no longer see it; its author still does, with your reason, and is told in the app. The report is resolved.'
      }
      hint="The author reads this. Kept in the audit log."
      schema={moderationReasonSchema}
      confirm={{ label: 'Take down', busyLabel: 'Taking down…', variant: 'danger' }}
      onConfirm={(reason) => takeDown.mutateAsync({ id: report.id, reason })}
      words={{ done: `The ${what} is taken down; report resolved`, failed: 'Could not take it down' }}
      busy={takeDown.isPending}
    />
  );
}

/** Resolve (something was done: a suspension, content taken down) or dismiss, with a note for the audit log. */
function HandleForm({ report }: { report: Report }) {
  const handle = useHandleReport();
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<'resolved' | 'dismissed'>('resolved');
  const checked = useCheckedSubmit(handleReportSchema, (input) => handle.mutateAsync({ id: report.id, ...input }), {
    done: (sent) => (sent.outcome === 'resolved' ? 'Report resolved' : 'Report dismissed'),
    failed: 'Could not close the report',
  });
  const submit = (chosen: 'resolved' | 'dismissed') => {
    setOutcome(chosen);
    void checked.submit({ outcome: chosen, note });
  };
  return (
    <form noValidate className="flex flex-col gap-2" onSubmit={(e) => e.preventDefault()}>
      <Field label="What was done" required error={checked.error ?? undefined} hint={report.targetType === 'coach' ? 'Kept in the audit log. Suspend a coach from Users.' : 'Kept in the audit log.'}>
        <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2">
        {canTakeDown(report) && <TakeDownReported report={report} />}
        <Button type="button" size="sm" busy={handle.isPending && outcome === 'resolved'} busyLabel="Resolving…" onClick={() => submit('resolved')}>
          Resolve
        </Button>
        <Button type="button" size="sm" variant="outline" busy={handle.isPending && outcome === 'dismissed'} busyLabel="Dismissing…" onClick={() => submit('dismissed')}>
          Dismiss
        </Button>
      </div>
    </form>
  );
}

/** One report in the console: what, why, who, when, and its handling. */
export function ReportCard({ report }: { report: Report }) {
  return (
    <article aria-label={`Report of ${report.target.label}`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{WHAT[report.targetType]}</p>
          <h2 className="font-semibold break-words text-slate-900">
            {report.target.link ? (
              <Link to={report.target.link} className="hover:underline">
                {report.target.label}
              </Link>
            ) : (
              report.target.label
            )}
          </h2>
        </div>
        <Badge>{REPORT_REASON_LABELS[report.reason]}</Badge>
      </header>
      {report.details && <p className="whitespace-pre-line text-slate-800">{report.details}</p>}
      <p className="text-sm text-slate-600">
        Reported by {report.reporter.name} on {formatDate(report.createdAt)}
      </p>
      {report.status === 'open' ? (
        <HandleForm report={report} />
      ) : (
        <p className="text-sm text-slate-700">
          {report.status === 'resolved' ? 'Resolved' : 'Dismissed'}
          {report.handledAt ? ` on ${formatDate(report.handledAt)}` : ''}: {report.note}
        </p>
      )}
    </article>
  );
}
