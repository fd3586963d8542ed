/**
 * The rule titles a board's or a puzzle's verdict may name, by rule id
 * (src/build/pageData/ruleLinks.ts), fetched once a page with the first action on a
 * board (src/widgets/islands/boardData.ts) rather than sent in every island's props.
 */
import { ruleLinks } from '../../build/pageData/ruleLinks';

export async function GET(): Promise<Response> {
  return new Response(JSON.stringify(await ruleLinks()), { headers: { 'Content-Type': 'application/json' } });
}
