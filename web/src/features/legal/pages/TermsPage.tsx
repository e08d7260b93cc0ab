import { Link } from '../../../lib/router';
import { LegalPage, LegalSection } from '../components/LegalPage';

/** /terms: the terms of use (docs/product/business-pages.md). */
export default function TermsPage() {
  return (
    <LegalPage title="Terms of use" description="The agreement between you and SSB Academy when you use this site, book a session or coach here.">
      <LegalSection title="Who we are">
        <p>
          SSB Academy is a marketplace: it lists coaches who prepare candidates for the Services Selection Board, takes bookings and payments for
          their sessions, and hosts articles, study material and live group discussions. The sessions themselves are given by the coaches.
        </p>
      </LegalSection>
      <LegalSection title="Your account">
        <ul>
          <li>You must be at least 16 years old, give your real name, and keep your password to yourself.</li>
          <li>One account per person. You are responsible for what is done with your account.</li>
          <li>You may delete your account at any time from Settings (see the <Link to="/privacy">Privacy policy</Link> for what is kept).</li>
        </ul>
      </LegalSection>
      <LegalSection id="verification" title="Coaches and verification">
        <ul>
          <li>A coach is listed and can be booked only after our team has checked their service record or credentials against documents they sent us.</li>
          <li>The profile says what was checked and when (for example &ldquo;Service record verified, Nov 2026&rdquo;).</li>
          <li>Coaches set their own prices, session types and hours, and must give the sessions they are booked for.</li>
          <li>Coaches may not ask students to pay outside SSB Academy. Accounts that do are suspended.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Bookings and payments">
        <ul>
          <li>Prices are in rupees and include everything you pay. A paid booking holds its time for 10 minutes while you pay.</li>
          <li>Payments are taken by our payment gateway; we never see or store your card or UPI details.</li>
          <li>
            Cancellations, refunds, moving a session and reporting a coach who did not come follow the <Link to="/refunds">Cancellation and refunds</Link>{' '}
            policy, which our system applies to every booking.
          </li>
          <li>Coaches are paid their share after a session is completed, less the platform fee and GST on it.</li>
        </ul>
      </LegalSection>
      <LegalSection title="What you may not do">
        <ul>
          <li>Harass anyone, share other people&apos;s personal details, or post anything unlawful, hateful or misleading.</li>
          <li>Claim ranks, appointments or board experience you do not have.</li>
          <li>Copy coaches&apos; material, scrape the site, or try to break its security.</li>
        </ul>
        <p>
          Anyone may report a profile, review, article or resource; our admins review reports and may remove content or suspend accounts. A
          suspended coach&apos;s upcoming sessions are cancelled and refunded in full.
        </p>
      </LegalSection>
      <LegalSection title="No guarantee of selection">
        <p>
          Coaching improves your preparation; it cannot promise a recommendation. Selection is decided by the Services Selection Boards alone.
          SSB Academy is not connected with the Ministry of Defence or the armed forces.
        </p>
      </LegalSection>
      <LegalSection title="Changes and disputes">
        <p>
          We will tell you by mail before these terms change in a way that matters to you. These terms are governed by the laws of India; the
          courts of Pune have jurisdiction. Questions: <Link to="/contact">Contact us</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
