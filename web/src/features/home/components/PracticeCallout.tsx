import { PRACTICE_TEST_KINDS, PRACTICE_TEST_NAMES } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/Button';

/** Home's way into the practice studio (docs/product/practice.md): the written tests, free, on the board's clock. */
export function PracticeCallout() {
  return (
    <section id="practice" aria-labelledby="practice-title" className="scroll-mt-20 bg-primary-50 py-12 sm:py-16">
      <div className="container-page flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Practice studio</p>
          <h2 id="practice-title" className="mt-1 text-2xl font-bold tracking-tight text-primary-900 sm:text-3xl">
            Practise the written tests
          </h2>
          <p className="mt-3 text-slate-700 sm:text-lg">Sit the board's written tests on the board's clock: WAT, SRT, TAT, PPDT, SD and OIR. Free.</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tests in the studio">
            {PRACTICE_TEST_KINDS.map((kind) => (
              <li key={kind} title={PRACTICE_TEST_NAMES[kind].name} className="rounded-full border border-primary-200 bg-white px-3 py-1 text-sm font-semibold text-primary-900">
                {PRACTICE_TEST_NAMES[kind].short}
              </li>
            ))}
          </ul>
        </div>
        <Link to="/practice" className={buttonClasses({ variant: 'accent', size: 'lg', className: 'self-start lg:self-auto' })}>
          Start practising
        </Link>
      </div>
    </section>
  );
}
