/** A coach's public reviews over HTTP (docs/product/reviews.md). */
import { REVIEWS_PAGE_SIZE, type EditReviewInput } from '@ssb/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '../../lib/api';
import { coachKeys } from '../coaches/api';
import { sessionKeys } from '../sessions/api';

export const reviewKeys = {
  all: (coachId: string) => ['reviews', coachId] as const,
  page: (coachId: string, page: number) => ['reviews', coachId, 'page', page] as const,
  summary: (coachId: string) => ['reviews', coachId, 'summary'] as const,
};

export const reviewsQuery = (coachId: string, page = 1) =>
  queryOptions({
    queryKey: reviewKeys.page(coachId, page),
    queryFn: ({ signal }) => callPage('coachReviews', { params: { id: coachId }, query: { page, pageSize: REVIEWS_PAGE_SIZE }, signal }),
  });

export const ratingSummaryQuery = (coachId: string) =>
  queryOptions({ queryKey: reviewKeys.summary(coachId), queryFn: ({ signal }) => call('coachRatingSummary', { params: { id: coachId }, signal }) });

export function useReviews(coachId: string, page: number) {
  return useQuery({ ...reviewsQuery(coachId, page), placeholderData: keepPreviousData });
}

export function useRatingSummary(coachId: string) {
  return useQuery(ratingSummaryQuery(coachId));
}

export function useReplyToReview(coachId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, text }: { sessionId: string; text: string }) => call('replyToReview', { params: { id: sessionId }, body: { text } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all(coachId) }),
  });
}

export function useEditReview(coachId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, ...body }: EditReviewInput & { sessionId: string }) => call('editReview', { params: { id: sessionId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all(coachId) });
      void queryClient.invalidateQueries({ queryKey: coachKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
