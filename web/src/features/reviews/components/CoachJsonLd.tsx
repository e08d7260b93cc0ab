import type { Review } from '@ssb/domain';
import { scriptSafeJson } from '../../../lib/scriptSafeJson';

/**
 * schema.org structured data for search engines (docs/product/reviews.md "Structured data"): the coach
 * with their aggregate rating and the reviews shown: a data block, never run.
 */
export function CoachJsonLd({ coachName, average, total, reviews }: { coachName: string; average: number; total: number; reviews: readonly Review[] }) {
  if (total === 0) return null;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: coachName,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: total, bestRating: 5, worstRating: 1 },
    review: reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.reviewer },
      datePublished: r.ratedAt.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      ...(r.text ? { reviewBody: r.text } : {}),
    })),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}
