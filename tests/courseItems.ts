/** `virtual:course-items` in the tests (vitest.config.ts): the list the site's build makes (src/build/integrations/vitePluginCourseItems.ts). */
import { courseItemKeys } from '../src/progress/courseItems';
import { reviewLibrary } from '../src/build/pageData/reviewLibrary';

export default courseItemKeys(reviewLibrary());
