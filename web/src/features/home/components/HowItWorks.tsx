const STEPS = [
  { title: 'Find a coach', text: 'Search verified officers, assessors and psychologists by specialization, rating and experience.' },
  { title: 'Book a session', text: 'Pick a time that suits you from their calendar and choose the kind of session you need.' },
  { title: 'Start learning', text: 'Meet online, practise the tests and interviews, and get honest, specific feedback.' },
  { title: 'Ace the SSB', text: 'Walk into the selection board prepared, calm and confident about what is expected.' },
] as const;

/** The four-step how-it-works (docs/product/screens.md "Home") at #how-it-works. */
export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="container-page scroll-mt-20 py-12 sm:py-16">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">How it works</p>
      <h2 id="how-title" className="mt-1 text-2xl font-bold tracking-tight text-primary-900 sm:text-3xl">
        From first search to the selection board
      </h2>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, i) => (
          <li key={step.title} className="relative flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-primary-900 text-lg font-bold text-white">
              {i + 1}
            </span>
            <h3 className="text-lg font-semibold text-primary-900">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="text-sm text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
