import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { usePageTitle } from '../../../lib/usePageTitle';

/** Placeholder home (spec 2.3); the home feature replaces the body. Keep the section ids. */
export default function HomePage() {
  usePageTitle(null);
  return (
    <>
      <section className="bg-primary-900 text-white on-dark">
        <div className="container-page py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">NDA · CDS · AFCAT · Navy · Army · Air Force</p>
          <h1 className="mt-3 max-w-2xl text-3xl font-bold tracking-tight sm:text-5xl">
            Prepare for the SSB interview with officers who have been there
          </h1>
          <p className="mt-4 max-w-xl text-primary-100 sm:text-lg">
            Book one-to-one sessions with verified coaches, practise with live group discussions and read what works.
            Trusted by 5000+ aspirants.
          </p>
          <Link to="/coaches" className={buttonClasses({ variant: 'accent', size: 'lg', className: 'mt-8' })}>
            Find Your Coach
          </Link>
        </div>
      </section>
      <section id="coaches" className="container-page py-12" aria-labelledby="coaches-title">
        <h2 id="coaches-title" className="text-2xl font-bold text-primary-900">Featured mentors</h2>
      </section>
      <section id="how-it-works" className="container-page py-12" aria-labelledby="how-title">
        <h2 id="how-title" className="text-2xl font-bold text-primary-900">How it works</h2>
      </section>
      <section id="blog" className="container-page py-12" aria-labelledby="blog-title">
        <h2 id="blog-title" className="text-2xl font-bold text-primary-900">Latest from the blog</h2>
      </section>
    </>
  );
}
