/** The rules each board and puzzle teaches, by `boards:<name>` and `puzzles:<id>` (src/build/integrations/vitePluginItemRules.ts). */
declare module 'virtual:item-rules' {
  const itemRules: Readonly<Record<string, readonly string[]>>;
  export default itemRules;
}
