import { NOTIFICATIONS_KEPT_DAYS } from '@ssb/domain';
import { Link } from '../../../lib/router';
import { LegalPage, LegalSection } from '../components/LegalPage';

const STORED: { what: string; why: string; kept: string }[] = [
  { what: 'Name, email, password (hashed, never readable), role', why: 'Your account and signing in', kept: 'Until you delete your account' },
  { what: 'Phone, education, achievements, bio, photo (optional)', why: 'Your profile, shown to coaches you book or, for coaches, to everyone', kept: 'Until you change or delete them' },
  { what: 'Coaches: service record or credentials, proof documents', why: 'Checking who a coach is before they are listed', kept: 'Until the coach deletes their account; proofs are seen by admins only' },
  { what: 'Sessions, ratings and reviews', why: 'Running your bookings; reviews help others choose', kept: 'Until you delete your account (the other person keeps the session, with your name removed)' },
  { what: 'Payments, refunds and payouts (amounts, dates, gateway references)', why: 'Accounting and tax law', kept: 'As long as Indian tax and accounting law requires, with your name removed if you delete your account' },
  { what: 'Notifications in the app', why: 'Telling you what happened', kept: `${NOTIFICATIONS_KEPT_DAYS} days` },
  { what: 'Sign-ins (no location, no device fingerprint)', why: 'Keeping you signed in', kept: 'Until you sign out or they expire' },
];

/** /privacy: the privacy policy, framed by India's Digital Personal Data Protection Act, 2023 (docs/product/business-pages.md). */
export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy policy" description="What we store about you, why, for how long, and how to get a copy or have it deleted.">
      <LegalSection title="The short version">
        <p>
          We store what it takes to run your account, your bookings and your payments, and nothing to sell or advertise with. No tracking
          scripts, no advertising cookies. You can download everything we hold about you, or delete your account, from{' '}
          <Link to="/profile/edit">Settings</Link> at any time.
        </p>
      </LegalSection>
      <LegalSection title="What we store, why, and for how long">
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">What is stored, why and for how long</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  What
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Why
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  How long
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {STORED.map((row) => (
                <tr key={row.what}>
                  <td className="px-4 py-3 align-top">{row.what}</td>
                  <td className="px-4 py-3 align-top">{row.why}</td>
                  <td className="px-4 py-3 align-top">{row.kept}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </LegalSection>
      <LegalSection title="Who else sees it">
        <ul>
          <li>The coach you book sees your name, photo and what you wrote for the session; you see theirs.</li>
          <li>Our payment gateway (Razorpay) processes your payment under its own privacy policy.</li>
          <li>Our mail provider delivers the mails we send you. Nobody else, unless the law requires it.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Your rights">
        <p>Under the Digital Personal Data Protection Act, 2023 you may:</p>
        <ul>
          <li>get a copy of your data: Settings, &ldquo;Download my data&rdquo; (a JSON file, at once);</li>
          <li>correct it: Settings, or your profile;</li>
          <li>
            have it erased: Settings, &ldquo;Delete my account&rdquo;. Your personal data is erased or anonymised at once; payment records are
            kept without your name, as the law requires;
          </li>
          <li>turn off optional mails (reminders, rating requests) in Settings or from any such mail;</li>
          <li>
            complain to our grievance officer through <Link to="/contact">Contact us</Link>, and if not satisfied, to the Data Protection Board of
            India.
          </li>
        </ul>
      </LegalSection>
    </LegalPage>
  );
}
