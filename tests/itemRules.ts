/** `virtual:item-rules` in the tests (vitest.config.ts): the list the site's build makes (src/build/integrations/vitePluginItemRules.ts). */
import { learnerMap } from '../src/build/pageData/learnerMap';

export default learnerMap().itemRules;
