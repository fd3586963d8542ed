/**
 * The sources a ruleset's verdicts cite, by the keys of docs/RULESETS.md
 * section 1.8: what each is and where it was read, in our own words. A
 * verdict under a preset names its key (Ruleset.citations), so a learner can
 * see which book or rulebook stands behind it.
 */

export const SOURCE_KEYS = [
  'H',
  'HK1', 'HK2', 'HK3', 'HK4', 'HK5', 'HK6', 'HK7', 'HK8',
  'M1', 'M2', 'M3', 'M4',
  'J1', 'J2', 'J3', 'J4', 'J5', 'J6', 'J7', 'J8', 'J9', 'J10', 'J11', 'J12', 'J13', 'J14', 'J15',
  'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10', 'A11', 'A12',
] as const;

export type SourceKey = (typeof SOURCE_KEYS)[number];

export interface Source {
  key: SourceKey;
  /** Who wrote it and what it is called. */
  title: string;
  /** Where it was read. */
  where: string;
}

const source = (key: SourceKey, title: string, where: string): Source => ({ key, title, where });

export const SOURCES: Readonly<Record<SourceKey, Source>> = /* @__PURE__ */ Object.freeze(
  Object.fromEntries(
    [
      source('H', 'L. L. Harr, Pung Chow (1922), as docs/RULES.md settles it', 'the book, whole, in docs/harr-1922'),
      source('HK1', 'MahjongTime, Hong Kong Mahjong Rules', 'mahjongtime.com/hong-kong-mahjong-rules-4.html'),
      source('HK2', 'Hong Kong mahjong rules at 4leafx', '4leafx.com/rules/mahjong-hk/'),
      source('HK3', 'Wikipedia, Old Hong Kong mahjong (as copied)', 'onlinecasinoranks.in/games/mahjong/melds'),
      source('HK4', 'Mahjong Club, Hong Kong rules', 'mahjongclub.com/hong-kong'),
      source('HK5', 'Riichi Advanced, notes on Hong Kong rules (facts only)', 'documentation/hk.md'),
      source('HK6', 'MahjLife, article 164', 'mahjlife'),
      source('HK7', 'Four Winds help, Robbing a Kong', '4windsmj.com/kb/help/4winpl06.htm'),
      source('HK8', 'A Hong Kong scoring sheet', 'ja.scribd.com/document/208693800'),
      source('M1', 'MahjongTime, Mahjong Competition Rules (Chinese Official)', 'mahjongtime.com/chinese-official-mahjong-rules-4.aspx'),
      source('M2', 'Riichi Advanced, notes on the Competition Rules (facts only)', 'documentation/mcr.md'),
      source('M3', 'World Mahjong Organization, Mahjong Competition Rules, contents page', 'kipdf.com, docslib.org'),
      source('M4', 'Sloperama, columns 293 and 639', 'sloperama.com'),
      source('J1', 'riichi.wiki, Naki (calls and their precedence)', 'riichi.wiki/Naki'),
      source('J2', 'riichi.wiki, Furiten', 'riichi.wiki/Furiten'),
      source('J3', 'riichi.wiki, Tenhou.net rules', 'riichi.wiki/Tenhou.net_rules'),
      source('J4', 'riichi.wiki, Mahjong Soul rules', 'riichi.wiki/Majsoul'),
      source('J5', 'RiichiEnv, its Tenhou and Mahjong Soul presets', 'smly/RiichiEnv docs/RULES.md'),
      source('J6', 'riichi.wiki, Kuikae (swap-calling)', 'riichi.wiki/Kuikae'),
      source('J7', 'riichi.wiki, Kan', 'riichi.wiki/Kan'),
      source('J8', 'riichi.wiki, Chankan (robbing a kan)', 'riichi.wiki/Chankan'),
      source('J9', 'riichi.wiki, Multiple ron', 'riichi.wiki/Multiple_ron'),
      source('J10', 'riichi.wiki, Haitei raoyue and houtei raoyui', 'riichi.wiki/Haitei_raoyue_and_houtei_raoyui'),
      source('J11', 'riichi.wiki, Tochuu ryuukyoku (abortive draws)', 'riichi.wiki/Tochuu_ryuukyoku'),
      source('J12', 'EMA Riichi Competition Rules 2016, sections 3.3.1 to 3.3.7', 'ooyamaneko.net'),
      source('J13', 'riichi.wiki, EMA Riichi Competition Rules', 'riichi.wiki/EMA_Riichi_Competition_Rules'),
      source('J14', 'World Riichi Championship rules 2015', 'ooyamaneko.net'),
      source('J15', 'EMA Riichi Competition Rules 2012, as published by MahjongTime', 'mahjongtime.com'),
      source('A1', 'American Mahjong Association guide, Claiming a Discarded Tile for an Exposure', 'guide.americanmahjonggassociation.com'),
      source('A2', 'American Mahjong Association guide, Mah Jongg via a Claimed Discarded Tile', 'guide.americanmahjonggassociation.com'),
      source('A3', 'American Mahjong Association guide, Jokers and Joker Exchange', 'guide.americanmahjonggassociation.com'),
      source('A4', 'American Mahjong Association guide, Mah Jongg in Error', 'guide.americanmahjonggassociation.com'),
      source('A5', 'Sloperama, columns 134 and 331 (Mah Jongg Made Easy, p. 19)', 'sloperama.com'),
      source('A6', 'MahjLife, article 146 (a League answer; Mah Jongg Made Easy 2024, p. 15)', 'mahjlife'),
      source('A7', 'mahjmindaz.com on the League’s January 2026 bulletin', 'mahjmindaz.com, 20 January 2026'),
      source('A8', 'Sloperama, column 55 (Mah Jongg Made Easy, p. 19, rule 5)', 'sloperama.com'),
      source('A9', 'Riichi Advanced, notes on American rules (facts only)', 'documentation/american.md'),
      source('A10', 'Mah Jongg Help Sheet (2016)', 'doczz.net'),
      source('A11', 'Sloperama, FAQ 19 and columns 458, 639 and 691', 'sloperama.com'),
      source('A12', 'mahjcon.com, question 127 (Mah Jongg Made Easy 2024, p. 71)', 'mahjcon.com'),
    ].map((s) => [s.key, s]),
  ) as Record<SourceKey, Source>,
);
