/** The boards, score questions and puzzles a review may bring back, fetched by the review page when something is due (src/build/pageData/reviewLibrary.ts). */
import { reviewLibrary } from '../../build/pageData/reviewLibrary';

export function GET(): Response {
  return new Response(JSON.stringify(reviewLibrary()), { headers: { 'Content-Type': 'application/json' } });
}
