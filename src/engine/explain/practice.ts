/**
 * The practice table's words (sim/practiceTable/): the news of each move at
 * the table, what the learner is asked, the coach on each call he may make,
 * the hint, the end of the hand, and the rule variants the table offers.
 * Written from what the engine decided and the facts it worked out (how near
 * a hand is to winning, core/shanten.ts); nothing here decides.
 */
import { CLAIM_CALLS } from '../callNames';
import type { Claim, ClaimEvent, ClaimKind, LegalClaim } from '../claims';
import type { Ruling } from '../adjudicate';
import type { Reason } from '../refusal';
import type { RuleId } from '../rules';
import { type Seat, seatsBetween } from '../seats';
import type { Meld } from '../melds';
import { SUIT_NAMES, type Suit, type Tile, runName, sortTiles, tileName, tilesName } from '../tiles';
import { announcement } from './announcement';
import { personOf } from './person';
import { listed, tilesNamed, tilesWord } from './tileWords';
import { WALL_EXHAUSTED } from './wall';
import { describeClaim } from './words';

/** Something that happened at the table, in words, with the rule it follows. */
export interface TableNews {
  text: string;
  rule: RuleId;
  /** A ruling on calls: its whole explanation (who takes the tile and why, who loses a turn, who draws next). */
  reasons?: Reason[];
  /** The words a discarder says (Harr's rule 3), for speaking aloud. */
  said?: string;
}

/** A discard, announced: by another seat, or by the learner ("You discard..."). */
export function discardNews(seat: Seat, tile: Tile, byLearner = false): TableNews {
  const text = byLearner ? `You discard the ${tileName(tile)}: "${announcement(tile)}".` : `${seat} discards the ${tileName(tile)}: "${announcement(tile)}".`;
  return { text, rule: 'ANNOUNCE-DISCARD', said: `${seat}: ${announcement(tile)}` };
}

export function looseTileNews(seat: Seat, byLearner: boolean): TableNews {
  return { text: `${byLearner ? 'You draw' : `${seat} draws`} a loose tile for the kong.`, rule: 'KONG-LOOSE-TILE' };
}

export function computerWinNews(seat: Seat): TableNews {
  return { text: `${seat} has four sets and a pair: Mah-Jongg.`, rule: 'WIN-FOUR-SETS-PAIR' };
}

export function computerKongNews(seat: Seat, tile: Tile, adds: boolean): TableNews {
  return adds ? { text: `${seat} adds a drawn ${tileName(tile)} to his exposed pung.`, rule: 'KONG-ADD-DRAWN' } : { text: `${seat} declares a concealed kong of ${tileName(tile)}.`, rule: 'KONG-CONCEALED' };
}

export function learnerKongNews(tile: Tile, adds: boolean): TableNews {
  return adds
    ? { text: `You add the ${tileName(tile)} to your exposed pung. Before the kong stands, another player who goes out on this tile may rob it.`, rule: 'KONG-ADD-DRAWN' }
    : { text: `You lay out your four ${tilesName(tile)}, the two end tiles face down: the kong still scores as concealed.`, rule: 'KONG-CONCEALED' };
}

export function learnerWinNews(): TableNews {
  return { text: 'You have four sets and a pair: Mah-Jongg, and the hand is over.', rule: 'WIN-FOUR-SETS-PAIR' };
}

export function passNews(tile: Tile): TableNews {
  return { text: `You pass on the ${tileName(tile)}.`, rule: 'CLAIM-LIVE-DISCARD' };
}

/** A chow or pung ruled as a win (A19), said as news. */
export function ruledAsWinNews(note: string): TableNews {
  return { text: note, rule: 'PUNG-MJ-EXCEPTION' };
}

/** The rule a ruling's head stands on: precedence when calls competed, else the claim's own. */
function headRule(ruling: Ruling): RuleId {
  const legal = ruling.claims.filter((c) => c.legal);
  if (legal.length > 1) {
    const lost = ruling.claims.find((c) => c.legal && !c.awarded && c.rule);
    if (lost?.rule) return lost.rule;
  }
  switch (ruling.awardedAs) {
    case 'chow':
      return 'CHOW-LEFT-ONLY';
    case 'pung':
      return 'PUNG-OUT-OF-TURN';
    case 'kong':
      return 'KONG-FROM-DISCARD';
    default:
      return ruling.event.kind === 'add-to-pung' ? 'ROB-KONG' : 'PUNG-MJ-EXCEPTION';
  }
}

/**
 * A call the learner may still try, as its button names it. A Chow or Pung on
 * a tile that completes his hand is ruled as Mah-Jongg (A19): the button says
 * so before he presses it, since the hand then ends.
 */
export function otherCallLabel(kind: ClaimKind, ruledAsWin: boolean): string {
  return ruledAsWin ? `${CLAIM_CALLS[kind]} (ruled as Mah-Jongg)` : CLAIM_CALLS[kind];
}

/** A ruling on calls at the table: who called what, who takes the tile, and the ruling's own explanation. */
export function claimsNews(ruling: Ruling, made: readonly Claim[], learner: Seat): TableNews {
  const tile = tileName(ruling.event.tile);
  const taker = ruling.awardedTo && personOf(ruling.awardedTo, learner);
  const head = taker ? `${taker.Name} ${taker.v('takes', 'take')} the ${tile} (${CLAIM_CALLS[ruling.awardedAs!]}).` : `Nobody takes the ${tile}.`;
  const claimers = made.map((c) => `${c.seat === learner ? 'You' : c.seat}: ${describeClaim(c)}`).join('; ');
  return { text: `Calls: ${claimers}. ${head}`, rule: ruling.awardedTo ? headRule(ruling) : 'CLAIM-LIVE-DISCARD', reasons: ruling.explanation.slice(1) };
}

/** An event as a record's words: "West discards 5c", "South adds 9d". */
export function eventWords(event: ClaimEvent): string {
  if (event.kind === 'discard') return `${event.seat} discards ${event.tile}`;
  return `${event.seat} ${event.kind === 'add-to-pung' ? 'adds' : 'declares'} ${event.tile}`;
}

/** "1st", "2nd", "3rd", "4th", …, "11th", "21st". */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * A claim window kept to open as a board: its label and the board's title,
 * the tile named in words. A discard is counted among its seat's, as the
 * table lays each seat's discards out in order ("West's 3rd discard: the
 * South Wind"); `discards`: how many that seat has made, this one included.
 * The label is the table's, spoken to the learner of his own ("your 3rd
 * discard", as his row is "You have discarded"); the title is the board's,
 * which opens from another seat, so it names every seat.
 */
export function momentWords(event: ClaimEvent, discards: number, you: Seat | null = null): { label: string; title: string } {
  const name = tileName(event.tile);
  // Lower case: the label follows "Open this moment as a board:" (PracticeTableRecord.tsx); a seat's name is capital anyway.
  const words = (p: ReturnType<typeof personOf>) =>
    event.kind === 'discard'
      ? `${p.whose} ${ordinal(discards)} discard: the ${name}`
      : event.kind === 'add-to-pung'
        ? `${p.name} ${p.v('adds', 'add')} the ${name} to ${p.his} pung`
        : `${p.name} ${p.v('declares', 'declare')} a kong of ${name}`;
  return { label: words(personOf(event.seat, you)), title: `A moment of a practice hand: ${words(personOf(event.seat))}` };
}

/** A call the learner let go by that would have won, or left his hand nearer to Mah-Jongg (`now` and `after`: tiles from it). */
export function missedCallWords(call: string, wins: boolean, now: number, after: number): string {
  return `You passed where ${wouldHave(call, wins, now, after)}.`;
}

function wouldHave(call: string, wins: boolean, now: number, after: number): string {
  return wins ? `${call} would have won the hand` : `${call} would have left your hand ${tilesWord(after)} from Mah-Jongg, not ${tilesWord(now)}`;
}

/** A pass where the call would have served, but another player's call took the tile and would have beaten it: `why`, the ruling's sentence. */
export function lostCallWords(call: string, wins: boolean, now: number, after: number, why: string): string {
  return `You passed where ${wouldHave(call, wins, now, after)}, but it would not have taken the tile: ${why} So the pass lost nothing.`;
}

/**
 * What the coach says of a call the engine allows: why it is allowed, and
 * what it costs. `now` and `after`: how many tiles from Mah-Jongg the hand
 * is, and would be with the call (and its best discard); `now` null for a
 * dead hand, which no call brings nearer.
 */
export function coachOn(learner: Seat, check: LegalClaim, event: ClaimEvent, now: number | null, after: number): Reason[] {
  const name = tileName(event.tile);
  const lines: Reason[] = [];
  if (check.as === 'mahjong') {
    lines.push({ rule: 'WIN-FOUR-SETS-PAIR', text: `The ${name} completes your hand: four sets and a pair.` });
    lines.push({ rule: 'PREC-MJ-OVER-ALL', text: 'A call that wins ranks above every other call, from any seat.' });
    return lines;
  }
  const lost = seatsBetween(event.seat, learner);
  if (check.as === 'chow') {
    const [a, b] = check.uses;
    lines.push({ rule: 'CHOW-LEFT-ONLY', text: `${event.seat} sits on your left and you hold the ${tileName(a)} and the ${tileName(b)}: the chow takes the place of your draw.` });
  } else if (check.as === 'pung') {
    lines.push({ rule: 'PUNG-NEEDS-PAIR', text: `You hold a pair of the ${name}; with the discard it makes three of a kind.` });
    lines.push({ rule: 'PUNG-OUT-OF-TURN', text: 'A pung may be made out of turn, whoever discarded.' });
  } else {
    lines.push({ rule: 'KONG-FROM-DISCARD', text: `You hold three ${tilesName(event.tile)}; with the discard it makes four of a kind, and you draw a loose tile before you discard.` });
  }
  lines.push(
    lost.length
      ? { rule: 'TURN-SKIP', text: `It costs ${lost.join(' and ')} ${lost.length > 1 ? 'their turns' : 'his turn'}: play goes on from you.` }
      : { rule: 'TURN-AFTER-CLAIM', text: 'Nobody loses a turn: you play next in any case.' },
  );
  // The set in words, never by the tiles' codes: "the chow, 4-5-6 of Characters", "the pung of the East Wind".
  const run = sortTiles([...check.uses, event.tile]);
  const what = check.as === 'chow' ? `chow, ${runName(run)},` : `${check.as} of the ${name}`;
  lines.push({
    rule: check.as === 'chow' ? 'CHOW-EXPOSE' : check.as === 'pung' ? 'PUNG-EXPOSE' : 'KONG-FROM-DISCARD',
    text: `The ${what} goes face up on the table for all to see.`,
  });
  // A dead hand's sets count for nothing on the card (A21), and it is no nearer to a win it cannot make.
  if (now === null) {
    lines.push({ rule: DEAD_HANDS_RULE, text: `Your hand is dead: it scores nothing and can never go out, so the ${check.as} brings it no nearer to Mah-Jongg.` });
    return lines;
  }
  // What it costs on Harr's card: a run scores nothing either way, but any run costs the 10 for a hand without one.
  lines.push(
    check.as === 'chow'
      ? { rule: 'SCORE-CHOW-ZERO', text: 'A run scores nothing, face up or concealed; but with a run anywhere your hand cannot score the 10 for no sequence.' }
      : { rule: 'SCORE-EXPOSED-HALF', text: `A ${check.as} made with a discard scores half what it would concealed.` },
  );
  const change = after < now ? 'nearer' : after > now ? 'further from winning' : 'no nearer';
  lines.push({
    rule: 'WIN-FOUR-SETS-PAIR',
    text: `Your hand is ${tilesWord(now)} from Mah-Jongg; with this ${check.as}${check.as === 'kong' ? '' : ' and your best discard'} it is ${tilesWord(after)} from it (${change}).`,
  });
  return lines;
}

/**
 * What the learner is asked at a claim window: the event, and that he may
 * call or pass. `drawer`: the next player, when he has drawn since (A8).
 * `announced`: the discard on offer was just announced in the news before
 * it (discardNews), so the prompt does not name it again.
 */
export function claimPromptText(event: ClaimEvent, drawer: Seat | null, announced = false): string {
  const late = drawer ? `${drawer} has drawn: until he discards, it may still be punged, konged or won` : '';
  if (announced && event.kind === 'discard') return `${late ? `${late}. ` : ''}You may call it, or pass.`;
  const what = event.kind === 'discard' ? `${event.seat} discards the ${tileName(event.tile)}${late ? `, and ${late}` : ''}` : `${event.seat} adds the ${tileName(event.tile)} to his exposed pung`;
  return `${what}. You may call it, or pass.`;
}

/** The label of a kong he may declare: an add to his pung, or a kong of four in hand. */
export function kongLabel(tile: Tile, adds: boolean): string {
  return adds ? `Add the ${tileName(tile)} to your pung` : `Declare a kong of ${tileName(tile)}`;
}

/** What the learner is asked in his turn: how the tile came to him, and what he may do. */
export function turnPromptText(claimed: boolean, drawn: Tile | null, canWin: boolean): string {
  const start = claimed ? 'Your turn: you took the tile.' : drawn ? `Your turn: you drew the ${tileName(drawn)}.` : 'Your turn.';
  return start + (canWin ? ' Your hand is complete: declare Mah-Jongg, or discard.' : ' Choose a tile to discard.');
}

/** The decisions a hand's end may cite beside its rule: the wall's end (A20) and a draw game left unsettled (S11). */
export const END_DECISIONS = ['A20', 'S11'] as const;
export type EndDecision = (typeof END_DECISIONS)[number];

/**
 * The hand's end: a draw game, or who went out, on what, from whom. `asDealt`: East went out on the tiles dealt to him
 * (table.ts wonAsDealt); `reserve`: the tiles kept back at the end of the wall, never drawn (A14).
 */
export function endWords(
  result: { winner: Seat | null; tile?: Tile; from?: Seat | null; robbedKong?: boolean },
  learner: Seat,
  how: { asDealt: boolean; reserve: number; loose?: boolean },
): { text: string; rule: RuleId; decisions: EndDecision[] } {
  if (!result.winner) {
    // Harr: "if the game is a draw, he remains East Wind"; and only a won hand is settled (S11).
    const kept = how.reserve > 0 ? ` (the last ${how.reserve} stand as the reserve)` : '';
    // The learner dealt East keeps the deal himself: he is told so, not named by his seat.
    const east = personOf('East', learner);
    return { text: `${WALL_EXHAUSTED}${kept}, and nobody has gone out: the hand is a draw game. Nobody pays, and ${east.name} ${east.v('stays', 'stay')} East Wind for the next hand.`, rule: 'TURN-DRAW-DISCARD', decisions: ['A20', 'S11'] };
  }
  const who = result.winner === learner ? 'You go' : `${result.winner} goes`;
  if (how.asDealt) return { text: `${who} Mah-Jongg on the hand as dealt: fourteen tiles, before any tile is drawn or discarded.`, rule: 'WIN-FOUR-SETS-PAIR', decisions: [] };
  // The learner's own discard, or his own kong robbed, is his: "discarded by you", "robbed from your kong". A kong robbed
  // is named by whose it was ("robbed from South's kong"): "robbed ... by South" would name South as the robber.
  const by = result.from && personOf(result.from, learner);
  // A win on the loose tile drawn for a kong is named so, as Harr's card scores it (10 for winning on a loose tile).
  const drawn = how.loose ? `, the loose tile drawn for ${personOf(result.winner, learner).his} kong` : ', drawn from the wall';
  const from = by ? (result.robbedKong ? `, robbed from ${by.whose} kong` : `, discarded by ${by.name}`) : drawn;
  return { text: `${who} Mah-Jongg on the ${tileName(result.tile!)}${from}.`, rule: result.robbedKong ? 'ROB-KONG' : 'WIN-FOUR-SETS-PAIR', decisions: [] };
}

/** The rule that allows each kind of call, for the hint. */
export const CALL_RULE: Record<ClaimKind, RuleId> = { chow: 'CHOW-LEFT-ONLY', pung: 'PUNG-NEEDS-PAIR', kong: 'KONG-FROM-DISCARD', mahjong: 'WIN-FOUR-SETS-PAIR' };

/** The hint at a claim window: each call offered is allowed, and Pass always is. */
export function claimHint(offered: readonly { claim: Claim; label: string }[]): Reason[] {
  return [...offered.map((offer) => ({ rule: CALL_RULE[offer.claim.kind], text: `${offer.label} is allowed.` })), { rule: 'CLAIM-LIVE-DISCARD', text: 'Pass is always allowed: the tile goes by.' }];
}

/** Why a tile is an easy discard: a lone honour, or a suit tile with none of its suit within two of it (shown.ts looseTile). */
export type LooseTile = 'lone-honour' | 'alone';

const LOOSE_WORDS: Record<LooseTile, (tiles: readonly Tile[]) => string> = {
  'lone-honour': (tiles) =>
    tiles.length === 1 ? `${capital(tilesNamed(tiles, 'and'))} is a lone honour: only its own copies could make a set with it.` : `${capital(tilesNamed(tiles, 'and'))} are lone honours: each could make a set only with its own copies.`,
  alone: (tiles) =>
    tiles.length === 1
      ? `${capital(tilesNamed(tiles, 'and'))} stands alone: you hold no tile of its suit within two of it, so it begins no run.`
      : `${capital(tilesNamed(tiles, 'and'))} each stand alone: you hold no tile of the same suit within two of them, so they begin no run.`,
};

const capital = (words: string) => words[0].toUpperCase() + words.slice(1);

/** A player near Mah-Jongg, as the learner can read him (sim/practiceTable/shown.ts dangerFrom). */
export interface Danger {
  seat: Seat;
  /** His sets on the table. */
  melds: readonly Meld[];
  /** The suit all his sets are of, or null. */
  suit: Suit | null;
  /** The discards the hint names that are of that suit. */
  risky: readonly Tile[];
  /** The tiles he let go by since his own last discard. */
  passed: readonly Tile[];
}

/** The sets a player shows, in words: "two runs of Characters", "a run and a pung of Bamboo", "a pung and a kong". */
function setsShown(melds: readonly Meld[], suit: Suit | null): string {
  const counted = (['chow', 'pung', 'kong'] as const).flatMap((kind) => {
    const n = melds.filter((m) => m.kind === kind).length;
    const name = kind === 'chow' ? 'run' : kind;
    return n === 0 ? [] : [n === 1 ? `a ${name}` : `${['', '', 'two', 'three', 'four'][n]} ${name}s`];
  });
  const what = counted.join(' and ');
  return suit ? `${what} of ${SUIT_NAMES[suit]}` : what;
}

/**
 * Harr's advice against a player near Mah-Jongg, in words: what he shows,
 * which of the discards named would feed the suit he collects, and what he
 * has let go by. "Hold the tiles that would help him, so that he may be able
 * to cause the game to be a draw" (Harr).
 */
export function dangerWords(danger: Danger): string {
  const { seat, melds, suit, risky, passed } = danger;
  const shows = `${seat} shows ${setsShown(melds, suit)}: he may be near Mah-Jongg.`;
  const feeds = risky.length ? ` ${capital(tilesNamed(risky, 'and'))} ${risky.length === 1 ? 'is' : 'are'} of the suit he collects, and could be the tile he waits for.` : '';
  const safe = passed.length ? ` He let ${tilesNamed(passed, 'and')} go by since his last discard: he could not go out on ${passed.length === 1 ? 'it' : 'them'} then.` : '';
  return shows + feeds + safe;
}

/**
 * A player the Harr level races (sim/practiceTable/playingOn.ts racedAt): who, the players of that level racing him,
 * and what showed it: the tile he threw early, or the run he called with no set of dragons or of his wind.
 */
export type Race = { racer: Seat; racing: readonly Seat[] } & ({ thrown: Tile } | { run: readonly Tile[] });

/**
 * Why the players at Harr's level play as quick players do, in words: the
 * tile or the run that showed them a racer, spoken to the learner when it
 * was his.
 */
export function raceWords(race: Race, learner: Seat): string {
  const { racer, racing } = race;
  const you = racer === learner;
  const one = racing.length === 1;
  const sign =
    'thrown' in race
      ? `${you ? 'You' : racer} threw ${tilesNamed([race.thrown], 'and')} among ${you ? 'your' : 'his'} first three discards, a tile a player building a high hand keeps:`
      : `${you ? 'You' : racer} called a chow, ${runName(race.run)}, and ${you ? 'show' : 'shows'} no set of dragons or of ${you ? 'your' : 'his'} own wind: ` +
        'a run scores nothing, so a player building a high hand calls one only when his hand already holds a doubling.';
  return (
    `${sign} ${listed(racing, 'and')}, at Harr's level, ${one ? 'takes' : 'take'} ${you ? 'you' : 'him'} for a racer and ${one ? 'races' : 'race'} as ${one ? 'a quick player does' : 'quick players do'}.`
  );
}

/** A dead hand's discards by Harr's advice (sim/practiceTable/shown.ts holdBackDiscards). */
export interface HoldBack {
  tiles: Tile[];
  /** The other players who let a tile of that kind go by since their own last discard. */
  passedBy: Seat[];
  /** How many of its four copies the learner can see. */
  inSight: number;
}

/** Harr's advice for a dead hand, with the rule that makes it dead (A21). */
const DEAD_HAND_ADVICE =
  "Your hand is dead: it can never go out, so no discard brings it nearer to Mah-Jongg. Harr's advice: hold the tiles the others need, and play for a draw.";

/** The discards that hold back least, and why: the others let them go by, or most of their copies are in sight. */
export function holdBackWords({ tiles, passedBy, inSight }: HoldBack): string {
  const named = tilesNamed(tiles, 'and');
  const one = tiles.length === 1;
  const it = one ? 'it' : 'them';
  const went = one ? 'went' : 'each went';
  if (passedBy.length === 3) return `${capital(named)} ${went} by every other player since his last discard: none of them could go out on ${it} then, so ${one ? 'it is' : 'they are'} the safest you hold.`;
  if (passedBy.length) {
    const they = passedBy.length === 1 ? 'he' : 'they';
    return `${capital(named)} ${went} by ${listed(passedBy, 'and')} since ${passedBy.length === 1 ? 'his last discard' : 'their last discards'}: ${they} could not go out on ${it} then.`;
  }
  const copies = inSight === 4 ? 'all four copies' : `${['', 'one', 'two', 'three'][inSight]} of the four copies`;
  return `None of your tiles has gone by another player since his last discard. You can see ${copies} of ${one ? named : `each of ${named}`}: the fewer left unseen, the fewer sets ${one ? 'it' : 'they'} can make for anyone.`;
}

/**
 * The hint in his turn: Mah-Jongg when his hand is complete, the kongs allowed, and the discards that keep his hand
 * nearest to Mah-Jongg, named, with why where the course has a word for it; or, for a dead hand (`holdBack`), Harr's
 * advice for one and the discards that hold back least. Then, at Harr's level, the players near Mah-Jongg (`dangers`)
 * and why that level races (`race`, raceWords' sentence).
 */
export function turnHint(
  canWin: boolean,
  kongs: readonly { label: string; adds: boolean }[],
  /** The discards nearest to Mah-Jongg, for a living hand; or, for a dead one, Harr's advice: the tiles that hold back least. */
  advice: { discards: readonly { tile: Tile; loose: LooseTile | null }[]; near: number } | { holdBack: HoldBack },
  dangers: readonly Danger[] = [],
  race: string | null = null,
): Reason[] {
  const holdBack = 'holdBack' in advice ? advice.holdBack : null;
  const hint: Reason[] = [];
  if (canWin) hint.push({ rule: 'WIN-FOUR-SETS-PAIR', text: 'Your hand is four sets and a pair: you may declare Mah-Jongg.' });
  if (holdBack) hint.push({ rule: DEAD_HANDS_RULE, text: DEAD_HAND_ADVICE });
  for (const kong of kongs) hint.push({ rule: kong.adds ? 'KONG-ADD-DRAWN' : 'KONG-CONCEALED', text: `${kong.label}: allowed now, and you then draw a loose tile.` });
  const words = 'holdBack' in advice ? [holdBackWords(advice.holdBack)] : nearestWords(advice.discards, advice.near);
  hint.push({ rule: 'TURN-DRAW-DISCARD', text: ['You may discard any tile in your hand.', ...words, ...dangers.map(dangerWords), ...(race ? [race] : [])].join(' ') });
  return hint;
}

/** The discards that leave a living hand nearest to Mah-Jongg, and why each is easy to let go where the course has a word for it. */
function nearestWords(discards: readonly { tile: Tile; loose: LooseTile | null }[], near: number): string[] {
  const which =
    discards.length === 1
      ? `Discarding ${tilesNamed([discards[0].tile], 'or')} leaves your hand nearest to Mah-Jongg: ${tilesWord(near)} from it.`
      : `Any of these discards leaves your hand nearest to Mah-Jongg, ${tilesWord(near)} from it: ${tilesNamed(discards.map((d) => d.tile), 'or')}.`;
  const why = (['lone-honour', 'alone'] as const).flatMap((loose) => {
    const tiles = discards.filter((d) => d.loose === loose).map((d) => d.tile);
    return tiles.length ? [LOOSE_WORDS[loose](tiles)] : [];
  });
  return [which, ...why];
}

export function overHint(): Reason[] {
  return [{ rule: 'WIN-FOUR-SETS-PAIR', text: 'The hand is over: deal the next hand to play on.' }];
}

/** The heads of a learner's move the engine refused. */
export const REFUSED_HEAD = {
  discard: (tile: Tile) => `You cannot discard the ${tileName(tile)}`,
  kong: (tile: Tile) => `Refused: a kong of ${tileName(tile)}`,
  mahjong: 'Refused: Mah-Jongg',
  claim: (claim: Claim) => `Refused: ${describeClaim(claim)}`,
} as const;

/** What the live region says after a refusal: its head, then why. */
export function refusedStatus(head: string, message: string): string {
  return `${head}. ${message}`;
}

export function chooseChowStatus(labels: readonly string[]): string {
  return `Choose the two tiles to chow with: ${labels.join(', or ')}.`;
}

export const PRACTICE_STATUS = {
  undone: 'Your last move is taken back. ',
  coachOn: 'The coach is on.',
  coachOff: 'The coach is off.',
  everyDiscardOn: 'Play now stops after every discard of the other players: try any call.',
  everyDiscardOff: 'Play now stops only where you have a call the rules allow.',
} as const;

/** How a computer player at the practice table plays: fast (sim/computerPlayer.ts), or Harr's game (sim/harrPlayer.ts). */
export type PlayerLevel = 'quick' | 'harr';
export const PLAYER_LEVELS: readonly PlayerLevel[] = ['quick', 'harr'];

/** Each level in words: its name in the table's choice and the address (`south=harr`), and what it does. */
export const LEVEL_WORDS: Readonly<Record<PlayerLevel, { label: string; about: string }>> = {
  quick: { label: 'Quick', about: 'plays fast: calls whatever brings his hand nearer to Mah-Jongg' },
  harr: { label: "Harr's game", about: 'plays for a high hand (dragons, his own wind, one suit), reads the others\' sets and discards and keeps back the tiles likeliest to finish their hands, and late in the hand gives up a poor hand for a draw; races anyone who throws a dragon or his own wind in his first three discards, or calls a chow with no set of dragons or of his wind' },
};

/** A rule option the table offers as a switch: the decision it belongs to, and what it changes, in one sentence. */
export interface PracticeVariant {
  option: 'strictWinningChow' | 'claimAfterNextDraw' | 'deadWallSize';
  /** The decision of the rule catalogue (A1 to A21) it reads differently. */
  decision: string;
  label: string;
  sentence: string;
  /** The option's value when switched on. */
  on: boolean | number;
}

/** The practice table's start with the learner's hand dealt dead (PracticeSetup.deadHand), in words, with Harr's advice for one. */
export const DEAD_HAND_START = {
  label: 'A dead hand',
  sentence: "Yours is dealt one tile short: it cannot win, and pays everyone when another player does. Harr's advice: hold the tiles the others need, and play for a draw.",
} as const;

export const PRACTICE_VARIANTS: readonly PracticeVariant[] = [
  {
    option: 'strictWinningChow',
    decision: 'A1',
    label: 'Strict winning chow',
    sentence: 'A discard that wins only by completing a run may be taken by the next player alone, as for an ordinary chow.',
    on: true,
  },
  {
    option: 'claimAfterNextDraw',
    decision: 'A8',
    label: 'Late claims',
    sentence: 'The next player draws at once unless he chows, and the discard may still be punged, konged or won until he discards.',
    on: true,
  },
  {
    option: 'deadWallSize',
    decision: 'A14',
    label: '14-tile reserve',
    sentence: 'The last 14 tiles of the wall are never drawn, loose tiles included: the hand is a draw game sooner.',
    on: 14,
  },
];

/** The rule the end of a hand links beside its sentence on dead hands (A21). */
export const DEAD_HANDS_RULE: RuleId = 'TILECOUNT-13-PLUS-KONGS';

/**
 * At the end of a practice hand: the seats whose hands were dead, or null when none was; the learner's own as "yours"
 * ("Your hand was dead, …"), not by his seat.
 */
export function deadHandsText(dead: readonly Seat[], learner: Seat): string | null {
  if (!dead.length) return null;
  if (dead.length === 1) return `${personOf(dead[0], learner).Whose} hand was dead, holding the wrong number of tiles, so it could not win.`;
  return `Dead hands, holding the wrong number of tiles, so they could not win: ${listed(dead.map((s) => personOf(s, learner).own), 'and')}.`;
}

