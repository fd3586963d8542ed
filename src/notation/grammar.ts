/**
 * A TextMate grammar for scenario files, so shiki can highlight them
 * wherever the site shows a scenario's source. Tiles, seats, set words and
 * field names each get a scope of their own; the themes colour them.
 */
import type { LanguageRegistration } from 'shiki';

export const SCENARIO_LANG = 'cpk-scenario';

const FIELDS = 'title|solved-title|prompt|answer|ask|view|show|seed|discards|event|claim|drawn|turn|wall|next|loose|options';
const SEATS = 'East|South|West|North';

export const scenarioGrammar: LanguageRegistration = {
  name: SCENARIO_LANG,
  scopeName: 'source.cpk-scenario',
  displayName: 'Chow, Pung & Kong scenario',
  aliases: ['scn', 'scenario'],
  patterns: [{ include: '#comment' }, { include: '#seat-line' }, { include: '#field-line' }],
  repository: {
    comment: { match: '#.*$', name: 'comment.line.number-sign.cpk-scenario' },
    'seat-line': {
      begin: `^\\s*(${SEATS})(:)`,
      beginCaptures: { 1: { name: 'entity.name.type.seat.cpk-scenario' }, 2: { name: 'punctuation.separator.key-value.cpk-scenario' } },
      end: '$',
      patterns: [{ include: '#comment' }, { include: '#value' }],
    },
    'field-line': {
      begin: `^\\s*(${FIELDS})(:)`,
      beginCaptures: { 1: { name: 'keyword.other.field.cpk-scenario' }, 2: { name: 'punctuation.separator.key-value.cpk-scenario' } },
      end: '$',
      patterns: [{ include: '#comment' }, { include: '#value' }],
    },
    value: {
      patterns: [
        { match: '\\|', name: 'punctuation.separator.set.cpk-scenario' },
        { match: '\\b(chow|pung|kong|mahjong|mah-jongg|pass)\\b', name: 'storage.type.call.cpk-scenario' },
        { match: '\\b(from|concealed|hidden|discards|adds|declares|draws|all)\\b', name: 'keyword.control.cpk-scenario' },
        { match: `\\b(${SEATS})\\b`, name: 'entity.name.type.seat.cpk-scenario' },
        { match: '\\b[1-9][cbd](?=[*+]|\\b)', name: 'constant.numeric.tile.suited.cpk-scenario' },
        { match: '\\b(?:[ESWN]|Rd|Gd|Wd)(?=[*+]|\\b)', name: 'constant.language.tile.honour.cpk-scenario' },
        { match: '[*+]', name: 'keyword.operator.mark.cpk-scenario' },
        { match: '\\b\\d+\\b', name: 'constant.numeric.count.cpk-scenario' },
      ],
    },
  },
};
