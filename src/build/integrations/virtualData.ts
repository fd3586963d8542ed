/**
 * A module made at build from the course's data, imported by the site's scripts as `virtual:<name>`: its default
 * export is the value `make` returns, as JSON, worked out when the module is first loaded. Such a module is a script's
 * own chunk, fetched only where it is imported (vitePluginItemRules.ts, vitePluginCourseItems.ts).
 */
import type { Plugin } from 'vite';

export function virtualData(name: string, make: () => unknown): Plugin {
  const virtual = `virtual:${name}`;
  const resolved = `\0${virtual}`;
  return {
    name: `cpk:${name}`,
    resolveId: (id) => (id === virtual ? resolved : null),
    load: (id) => (id === resolved ? `export default ${JSON.stringify(make())};\n` : null),
  };
}
