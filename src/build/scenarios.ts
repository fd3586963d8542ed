/**
 * Scenario files as text, bundled at build time, for the components that
 * place boards. Board.astro parses each with the engine and hands the island
 * the parsed position.
 */
const files = import.meta.glob<string>('/content/scenarios/*.scn', { query: '?raw', import: 'default', eager: true });

export const SCENARIO_SOURCES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([path, text]) => [path.replace(/^.*\/(.*)\.scn$/, '$1'), text]),
);

export function scenarioSource(name: string): string {
  const source = SCENARIO_SOURCES[name];
  if (source === undefined) throw new Error(`No scenario named "${name}": content/scenarios/${name}.scn does not exist`);
  return source;
}
