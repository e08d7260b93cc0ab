import { formatCount } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { useAppConfig } from '../../../lib/config';
import { buttonClasses } from '../../../components/ui/Button';

const ROUTES = [
  { label: 'NDA', tone: 'bg-white/10 text-white' },
  { label: 'CDS', tone: 'bg-white/10 text-white' },
  { label: 'AFCAT', tone: 'bg-white/10 text-white' },
  { label: 'Army', tone: 'bg-army-100 text-army-800' },
  { label: 'Navy', tone: 'bg-navy-100 text-navy-800' },
  { label: 'Air Force', tone: 'bg-airforce-100 text-airforce-800' },
] as const;

/** Light inline art: a chevron insignia over a horizon, no image download. */
function HeroArt() {
  return (
    <svg viewBox="0 0 320 280" aria-hidden="true" className="h-auto w-full max-w-sm text-white">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="45%" r="55%">
          <stop offset="0%" stopColor="#f1a24a" stopOpacity="0.35" />
          <stop offset="100%" stopColor="#f1a24a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="160" cy="130" r="130" fill="url(#hero-glow)" />
      <circle cx="160" cy="130" r="92" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2" />
      <circle cx="160" cy="130" r="72" fill="none" stroke="#f1a24a" strokeOpacity="0.7" strokeWidth="3" strokeDasharray="6 10" />
      <path d="M112 118l48-30 48 30v16l-48-30-48 30z" fill="#f1a24a" />
      <path d="M112 148l48-30 48 30v16l-48-30-48 30z" fill="currentColor" fillOpacity="0.9" />
      <path d="M112 178l48-30 48 30v16l-48-30-48 30z" fill="currentColor" fillOpacity="0.55" />
      <path d="M160 40l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="#f9b66c" />
      <path d="M0 262c60-18 110-24 160-24s100 6 160 24v18H0z" fill="currentColor" fillOpacity="0.08" />
    </svg>
  );
}

/**
 * 'Trusted by 1,200+ aspirants' from the registered aspirants (/api/config `aspirants`, counted on
 * the server, shown from ASPIRANTS_CLAIMED_FROM on); below that, or while unknown, a line of the same
 * height that claims no number (the server-rendered page has the answer: nothing moves).
 */
function TrustLine() {
  const aspirants = useAppConfig().data?.aspirants ?? null;
  return (
    <p className="font-semibold">
      {aspirants !== null ? (
        <>
          Trusted by <span className="text-accent-300">{formatCount(aspirants)}+</span> aspirants
        </>
      ) : (
        'Coaching for every entry'
      )}
    </p>
  );
}

/** Hero (docs/product/screens.md "Home"): the promise, 'Find Your Coach', and the trust line. */
export function Hero() {
  return (
    <section className="on-dark bg-primary-900 text-white" aria-labelledby="hero-title">
      <div className="container-page grid items-center gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">SSB interview preparation</p>
          <h1 id="hero-title" className="mt-3 max-w-2xl text-3xl leading-tight font-bold tracking-tight sm:text-5xl">
            Prepare for the SSB with officers who have been there
          </h1>
          <p className="mt-4 max-w-xl text-primary-100 sm:text-lg">
            Book one-to-one sessions with verified coaches: former assessors, psychologists and interviewing officers.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/coaches" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              Find Your Coach
            </Link>
            <Link to="/#how-it-works" className={buttonClasses({ variant: 'ghost', size: 'lg', className: 'text-white hover:bg-white/10' })}>
              How it works
            </Link>
          </div>
          <div className="mt-10 border-t border-white/15 pt-6">
            <TrustLine />
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Entry routes">
              {ROUTES.map((r) => (
                <li key={r.label} className={`rounded-full px-3 py-1 text-sm font-semibold ${r.tone}`}>
                  {r.label}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="hidden justify-center lg:flex">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
