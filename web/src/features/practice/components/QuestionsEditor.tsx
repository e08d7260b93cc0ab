import { SET_LIMITS } from '@ssb/domain';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Textarea } from '../../../components/ui/Textarea';
import { emptyQuestion, type QuestionForm } from '../setForm';

/** OIR questions: each with its options, the right one and why. */
export function QuestionsEditor({ questions, onChange, readOnly }: { questions: QuestionForm[]; onChange: (next: QuestionForm[]) => void; readOnly: boolean }) {
  const change = (index: number, patch: Partial<QuestionForm>) => onChange(questions.map((q, i) => (i === index ? { ...q, ...patch } : q)));
  return (
    <ol className="flex flex-col gap-4">
      {questions.map((q, index) => (
        <li key={index} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-center justify-between gap-2">
            <p className="font-semibold text-primary-900">Question {index + 1}</p>
            {!readOnly && questions.length > 1 && (
              <Button variant="ghost" size="sm" onClick={() => onChange(questions.filter((_, i) => i !== index))}>
                Remove
              </Button>
            )}
          </div>
          <Field label="Question">
            <Textarea rows={2} value={q.prompt} readOnly={readOnly} maxLength={SET_LIMITS.prompt} onChange={(e) => change(index, { prompt: e.target.value })} />
          </Field>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">Options (mark the right one)</legend>
            {q.options.map((option, o) => (
              <div key={o} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`right-${index}`}
                  aria-label={`Option ${String.fromCharCode(65 + o)} is right`}
                  className="size-5 accent-primary-800"
                  checked={q.rightChoice === o}
                  disabled={readOnly}
                  onChange={() => change(index, { rightChoice: o })}
                />
                <Input
                  aria-label={`Option ${String.fromCharCode(65 + o)}`}
                  value={option}
                  readOnly={readOnly}
                  maxLength={SET_LIMITS.option}
                  onChange={(e) => change(index, { options: q.options.map((x, i) => (i === o ? e.target.value : x)) })}
                />
              </div>
            ))}
            {!readOnly && q.options.length < SET_LIMITS.options.max && (
              <Button variant="ghost" size="sm" className="self-start" onClick={() => change(index, { options: [...q.options, ''] })}>
                Add an option
              </Button>
            )}
          </fieldset>
          <Field label="Why the right option is right">
            <Textarea rows={2} value={q.explanation} readOnly={readOnly} maxLength={SET_LIMITS.explanation} onChange={(e) => change(index, { explanation: e.target.value })} />
          </Field>
        </li>
      ))}
      {!readOnly && questions.length < SET_LIMITS.items && (
        <li>
          <Button variant="outline" onClick={() => onChange([...questions, emptyQuestion()])}>
            Add a question
          </Button>
        </li>
      )}
    </ol>
  );
}
