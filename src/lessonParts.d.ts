/** Each lesson's pages, as loaders of the MDX part each page renders (src/build/integrations/vitePluginLessonParts.ts). */
declare module 'virtual:lesson-parts' {
  const parts: Record<string, (() => Promise<{ default: import('astro').AstroComponentFactory }>)[]>;
  export default parts;
}
