import { PRACTICE_TESTS, type PracticeTestKind } from '@ssb/domain';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import type { SetForm } from '../setForm';

const PHASE_LABEL = { view: 'Seconds to look', notes: 'Seconds for notes', write: 'Seconds to write' } as const;

/** The board's timing, or the set's own: the same phases with other lengths, or another total. */
export function TimingEditor({ kind, form, onChange, readOnly, error }: { kind: PracticeTestKind; form: SetForm; onChange: (patch: Partial<SetForm>) => void; readOnly: boolean; error?: string }) {
  const board = PRACTICE_TESTS[kind].timing;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">Timing</legend>
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input type="checkbox" className="size-5 accent-primary-800" checked={form.boardTiming} disabled={readOnly} onChange={(e) => onChange({ boardTiming: e.target.checked })} />
        The board&apos;s timing
      </label>
      {!form.boardTiming &&
        (board.clock === 'shared' ? (
          <Field label="Minutes for the whole test" error={error} className="max-w-48">
            <Input type="number" inputMode="numeric" min={1} max={180} value={form.totalMinutes} readOnly={readOnly} onChange={(e) => onChange({ totalMinutes: Number(e.target.value) })} />
          </Field>
        ) : (
          <div className="flex flex-wrap gap-3">
            {board.phases.map((phase, i) => (
              <Field key={phase.name} label={PHASE_LABEL[phase.name]} error={i === 0 ? error : undefined} className="max-w-48">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={5}
                  max={1800}
                  value={form.phaseSeconds[i] ?? phase.seconds}
                  readOnly={readOnly}
                  onChange={(e) => onChange({ phaseSeconds: board.phases.map((p, j) => (j === i ? Number(e.target.value) : (form.phaseSeconds[j] ?? p.seconds))) })}
                />
              </Field>
            ))}
          </div>
        ))}
    </fieldset>
  );
}
