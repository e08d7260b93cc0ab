import { usePageTitle } from '../../../lib/usePageTitle';
import { BlogPreview } from '../components/BlogPreview';
import { FeaturedMentors } from '../components/FeaturedMentors';
import { Hero } from '../components/Hero';
import { HowItWorks } from '../components/HowItWorks';
import { PracticeCallout } from '../components/PracticeCallout';
import type { ServerData } from '../../../lib/serverData';
import { BLOG_PREVIEW_POSTS } from '@ssb/domain';
import { blogCardsQuery } from '../../blog/api';
import { featuredMentorsQuery } from '../../coaches/api';

export const serverData: ServerData = (qc) => [
  qc.prefetchQuery(featuredMentorsQuery()),
  qc.prefetchQuery(blogCardsQuery({ page: 1, pageSize: BLOG_PREVIEW_POSTS })),
];

/**
 * Home (docs/product/screens.md "Home"): hero with 'Find Your Coach' and the trust line, featured mentors (#coaches),
 * how it works (#how-it-works), the practice studio's call to action (#practice) and the blog preview (#blog). The layout's ScrollToHash scrolls to
 * the hash once the section is there, or to the top.
 */
export default function HomePage() {
  usePageTitle(null);
  return (
    <>
      <Hero />
      <FeaturedMentors />
      <HowItWorks />
      <PracticeCallout />
      <BlogPreview />
    </>
  );
}
