/**
 * Scenario sources are highlighted with classes, not a style on every token:
 * shiki's transformerStyleToClass (@shikijs/transformers, shiki's own
 * transformer, kept with it) turns each token's colours, light and dark, into
 * a class named from a hash of those colours, so the same colours always get
 * the same class. Their rules come once, in the cached style sheet of the
 * pages that show a source (`virtual:scenario-code.css`, made by
 * astro.config.mjs from codeClassesCss), instead of with every token of
 * every page. The dark colours stay custom properties (--shiki-dark), which
 * global.css applies under data-theme and the system's preference.
 */
import { type ShikiTransformerStyleToClass, transformerStyleToClass } from '@shikijs/transformers';
import { createHighlighter } from 'shiki';
import { SCENARIO_LANG, scenarioGrammar } from './grammar';

/** The two themes every scenario source is shown in: light, and dark through --shiki-dark. */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark-default' } as const;

/** Short class names: `sc-` and the hash of the colours. */
const CLASS_PREFIX = 'sc-';

/**
 * The transformer a page highlights a scenario source with (Board.astro, ScenarioSource.astro): the tokens' colours
 * become classes; the `<pre>` keeps its own style attribute (its background and Astro's wrapping, one a source), whose
 * class would depend on how each page wraps.
 */
export function codeClasses(): Pick<ShikiTransformerStyleToClass, 'name' | 'tokens' | 'span' | 'getCSS'> {
  const { name, tokens, span, getCSS } = transformerStyleToClass({ classPrefix: CLASS_PREFIX });
  return { name, tokens, span, getCSS };
}

/**
 * A text that reaches every scope of the grammar (a comment, a seat, a field,
 * a set word, a call, a suited tile, an honour, a mark, a count), so that the
 * style sheet holds every class a source can be given, whichever files exist.
 */
export const EVERY_SCOPE = `# a comment
title: East's 5c
East: 1c 2c 3c | E E E Rd | chow 4b 5b 6b from North
claim: South pung concealed hidden discards adds declares draws all pass kong mahjong mah-jongg
wall: 5d* 9b+ 12
`;

/** The rules for every class the sources (and EVERY_SCOPE) are given, as one style sheet. */
export async function codeClassesCss(sources: readonly string[]): Promise<string> {
  const highlighter = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: [scenarioGrammar] });
  const classes = codeClasses();
  for (const code of [EVERY_SCOPE, ...sources]) highlighter.codeToHtml(code.trimEnd(), { lang: SCENARIO_LANG, themes: CODE_THEMES, transformers: [classes] });
  highlighter.dispose();
  return `/* Scenario sources' colours (src/notation/codeClasses.ts). */\n${classes.getCSS()}\n`;
}
