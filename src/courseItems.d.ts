/** The review keys of the boards, score questions and puzzles the course holds (src/build/integrations/vitePluginCourseItems.ts). */
declare module 'virtual:course-items' {
  const courseItems: readonly string[];
  export default courseItems;
}
