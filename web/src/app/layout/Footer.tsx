import type { CSSProperties, ReactNode } from 'react';
import type { SocialNetwork } from '@ssb/domain';
import { Link } from '../../lib/router';
import { useAppConfig } from '../../lib/config';
import { Logo } from '../../components/ui/Logo';

const FOOTER_LINKS = [
  { to: '/coaches', label: 'Find Coaches' },
  { to: '/#how-it-works', label: 'How It Works' },
  { to: '/#blog', label: 'SSB Tips & Blog' },
  { to: '/resources', label: 'Resources' },
  { to: '/practice', label: 'Practice tests' },
] as const;

/** The pages a business owes its customers (docs/product/business-pages.md). */
const POLICY_LINKS = [
  { to: '/terms', label: 'Terms of use' },
  { to: '/privacy', label: 'Privacy policy' },
  { to: '/refunds', label: 'Cancellation and refunds' },
  { to: '/contact', label: 'Contact us' },
] as const;

/** The spec's three badges, each a link to the page that says how it is kept (the link's name says what it leads to). */
const PROMISES = [
  { to: '/privacy', label: 'Secure', how: 'how we keep your data' },
  { to: '/terms#verification', label: 'Verified', how: 'how coaches are verified' },
  { to: '/refunds', label: 'Trusted', how: 'our refund rules' },
] as const;

/**
 * The networks a link may be shown for; its address comes from the settings (/api/config `social`), and
 * one without is not shown. The icons are files (public/social/), drawn in the text's colour through a
 * CSS mask: fetched only when a link is shown, and not in every page's first JavaScript.
 */
const SOCIAL: { network: SocialNetwork; label: string }[] = [
  { network: 'instagram', label: 'SSB Academy on Instagram' },
  { network: 'youtube', label: 'SSB Academy on YouTube' },
  { network: 'linkedin', label: 'SSB Academy on LinkedIn' },
  { network: 'x', label: 'SSB Academy on X' },
];

function PromiseLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} aria-label={label} className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-primary-700 px-3 text-xs font-semibold text-primary-100 hover:border-primary-400 hover:text-white pointer-fine:min-h-8">
      <svg className="size-3.5 text-accent-400" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
          clipRule="evenodd"
        />
      </svg>
      {children}
      </Link>
    </li>
  );
}

const footerLink = 'inline-flex min-h-11 items-center text-primary-100 hover:text-white hover:underline';

export function Footer() {
  const { data: config, isPending } = useAppConfig();
  const email = config?.contact?.email;
  const phone = config?.contact?.phone;
  // Only the networks the settings give an address for (SOCIAL_X_URL, ...): no link to a page we do not have.
  const links = config?.social ?? {};
  const social = SOCIAL.flatMap((s) => (links[s.network] ? [{ ...s, href: links[s.network] }] : []));
  return (
    <footer className="on-dark mt-16 bg-primary-900 text-primary-100">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2 lg:col-span-1">
          <Logo onDark />
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-primary-200">
            One-to-one coaching, live group discussions and honest advice from officers and assessors who have sat on
            the other side of the board.
          </p>
          {social.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-1" aria-label="Follow us">
              {social.map((s) => (
                <li key={s.label}>
                  <a
                    href={s.href}
                    aria-label={s.label}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-lg text-primary-200 hover:bg-primary-800 hover:text-white"
                  >
                    <span className="social-icon size-5" style={{ '--icon': `url(/social/${s.network}.svg)` } as CSSProperties} aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Explore</h2>
          <ul className="mt-2">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={footerLink}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <address className="mt-2 flex flex-col not-italic">
            {email ? (
              <a href={`mailto:${email}`} className={`${footerLink} break-all`}>
                {email}
              </a>
            ) : (
              isPending && (
                <span className="inline-flex min-h-11 items-center">
                  <Placeholder width="11rem" />
                </span>
              )
            )}
            {phone ? (
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={footerLink}>
                {phone}
              </a>
            ) : (
              isPending && (
                <span className="inline-flex min-h-11 items-center">
                  <Placeholder width="8rem" />
                </span>
              )
            )}
            <span className="inline-flex min-h-11 items-center">Pune, India</span>
          </address>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Why trust us</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {PROMISES.map((p) => (
              <PromiseLink key={p.to} to={p.to} label={`${p.label}: ${p.how}`}>
                {p.label}
              </PromiseLink>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-primary-800">
        <div className="container-page flex flex-col gap-2 py-5 text-sm text-primary-200 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} SSB Academy · Made with love for SSB Aspirants</p>
          <nav aria-label="Policies">
            <ul className="flex flex-wrap gap-x-4">
              {POLICY_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="inline-flex min-h-11 items-center hover:text-white hover:underline pointer-fine:min-h-8">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function Placeholder({ width }: { width: string }) {
  return <span aria-hidden="true" className="inline-block h-4 animate-pulse rounded bg-primary-800" style={{ width }} />;
}
