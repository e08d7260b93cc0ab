/** What other features use of practice (its routes are mounted by features/index.ts). */
export { closeOpenReviewsOf, findReview } from './reviews-repository';
export { lockReviewPurchase, reviewPurchase } from './review-purchase';
export { loadPracticeBank } from './bank/load';
