/**
 * The one door into the engine. Widgets, components and pages import from
 * here (and the rule catalogue from `rules.ts`, its own path, so an island
 * that does not show the catalogue never ships it). Everything a board draws
 * arrives through these names; nothing outside the engine decides a rule.
 *
 * The engine has three rooms, and imports point one way:
 *   sim/      seeded deals, random games, the puzzle generator
 *     ↓ uses
 *   formats/  the readers of scenario, puzzle and illustration files, and the judge
 *     ↓ uses
 *   core      tiles, seats, sets, hands, the table, claims, adjudication, moves,
 *             the board session, puzzles answered
 */

// Tiles and seats: the words of the game.
export {
  type Dragon,
  type Suit,
  type Tile,
  type Wind,
  DRAGONS,
  RANKS,
  SUIT_NAMES,
  WINDS,
  isSuited,
  isWind,
  rankOf,
  sortTiles,
  suitOf,
  TILE_KINDS,
  AMERICAN_TILES,
  tileName,
} from './tiles';
export { readTile } from './readTile';
export { type Seat, SEATS, distance, nextSeat, placeFrom, previousSeat } from './seats';
export type { ClaimedTile, KongWay, Meld, MeldKind } from './melds';
export type { Discard, HandResult, Phase, SeatState, Table } from './table';
export type { RuleOptions } from './options';
export type { AnyReason, Reason, Refusal } from './refusal';
export type { AnyRuleId, RulesetId } from './rulesets/ruleset';
// The shape of a window compared under today's rulesets; the rulings themselves load on demand (rulesetsCompare.ts).
export type { ComparedWindow } from './position';

// Claims and rulings.
export {
  type Claim,
  type ClaimCheck,
  type ClaimEvent,
  type ClaimKind,
  type AmericanCallForm,
  type LegalClaim,
  CLAIM_CALLS,
  CLAIM_KINDS,
  checkClaim,
  chowChoices,
  liveDiscard,
  sameClaim,
  winningClaimNote,
} from './claims';
export { type ClaimVerdict, type Ruling, adjudicate } from './adjudicate';
export { type CarriedOut, carryOut, whoDrawsNext } from './carryOut';
export { type Move, type MoveResult, play } from './moves';
export { rightClaim } from './rightClaim';

// Positions and puzzles.
export { type SeatChoice, type SeatQuestion } from './seatQuestionWords';
export { type Position, type SeatQuestionKind, type TurnAnswer, type TurnMove, type Puzzle, type PuzzleExpectation, type PuzzlePart, type Tier, PUZZLE_PARTS, TIER_NAMES } from './position';
export {
  type Grade,
  type GradedPart,
  type LearnerAnswer,
  type PuzzleSeat,
  type PuzzleSeatWords,
  type PuzzleRuling,
  type PuzzleView,
  type RuledPuzzle,
  claimingSeats,
  puzzleSeatWords,
  puzzleView,
  seatsThatMightLose,
} from './puzzleRuling';
export { engineAnswer, gradeAnswer, ruledPuzzle } from './rulePuzzle';
// A puzzle tried, step by step: the steps that need no grading; those that do come through puzzleSession.ts.
export { NEW_TRY, type PuzzleTry, hintStep } from './puzzleTry';
export { UNFINISHED } from './explain/puzzleTry';

// The board session: a live claim board step by step, each step a new state with its reasons (board.ts),
// and the words every board speaks (words.ts). The boards draw their opening (boardOpening, made at build
// time) and load the steps on the learner's first action through boardSession.ts (and puzzleSession.ts).
export {
  type BoardOpening,
  type BoardOutcome,
  type BoardState,
  type BoardView,
  type OpeningSeat,
  type ClaimButton,
  type ChowChoice,
  type DiscardAsked,
  type Judgement,
  type Phrase,
  type RefusedTry,
  type RuledTry,
  type SeatAnswer,
  type SeatView,
  type TurnButton,
  answerOnBoard,
  boardOpening,
  claimOnBoard,
  discardOnBoard,
  moveOnBoard,
  openBoard,
  passOnBoard,
  resetBoard,
  showRightClaim,
} from './board';
export { type Place, PLACE_TEXT, deadDiscards, describeClaim, eventLabel, meldLabel, noChowFrom } from './explain/words';
export { DEAD_HAND } from './explain/deadHand';

// Formats: read at build time by the pages; islands receive what they produce.
export { type Scenario, parseScenario } from './formats/scenario';
export { type IllustrationData, type IllustrationStep, type Pictured } from './formats/illustration';
// The scenario reader's two steps, for a position built without text: a setup as written, then the position.
export { type EventSetup, type ScenarioSetup, type SeatSetup, type TurnSetup, emptySetup, readScenarioSetup, scenarioFromSetup } from './formats/scenario';
export { type Problem, FormatError, describeProblem } from './formats/formatError';

// Simulation: the practice page builds puzzles in the browser.
export {
  type PracticeAsk,
  MAX_SEED,
  PRACTICE_HINTS,
  PRACTICE_TIERS,
  PRACTISABLE_RULES,
  freshSeed,
  generatePractice,
  generatePuzzle,
  parseSeed,
  practiceId,
  readPracticeId,
} from './sim/puzzleGenerator';

// The practice table (/play/): a whole hand against three computer players, each learner's action a new state
// (sim/practiceTable.ts); a claim window written as a scenario file, to open it as a board (formats/writeScenario.ts).
// The session's module is its public face, every export a type or a step the widget takes: re-exported whole, not
// listed a second time.
export * from './sim/practiceTable';
export { type ScenarioText, writeScenario } from './formats/writeScenario';

// Scoring on Harr's card (score/): the card as data, one hand scored line by line, the settlement, the scoring
// decisions S1 to S12, and Harr's worked examples and settling layouts as hands the engine scores.
export { type BonusItem, type CardItemId, type CardSource, type CombinationItem, type DoublingItem, BONUSES, COMBINATIONS, DOUBLINGS } from './score/card';
export { type LaidDownHand, type ShownSet, type ShownSetKind, type WinningWay } from './score/laidDownHand';
export { type HandScore, type ScoreLine, type ScorePart, scoreHand, winningTiles } from './score/scoreHand';
export { type Payment, type SettleOptions, type Settlement, settle } from './score/settle';
export { type ScoringDecision, SCORING_DECISIONS } from './score/decisions';
export { type Correction, type HarrExample, type PrintedCollection, type PrintedLine, type PrintedScore, type SettlingLayout, HARR_EXAMPLES, SETTLING_LAYOUTS } from './score/harrExamples';
export { type SeatScore, type TableScore, scoreTable } from './score/scoreTable';
export { type WinningTile, layDownLoser, layDownWinner } from './score/layDown';
// The referee (/referee/): any position laid out by hand, checked and ruled (formats/referee.ts), kept in the
// page address (formats/refereeAddress.ts).
export {
  type RefereeVerdict,
  type SetShape,
  SET_SHAPES,
  buildSet,
  chowPairs,
  freshRefereeSetup,
  refereeVerdict,
  rulingHeadline,
  setupOfTable,
  tilesLeft,
  underAmericanRules,
} from './formats/referee';
export { type RefereeFile, readRefereeFile, refereeAddressOf, setupText } from './formats/refereeFile';
export { type AddressRead, type RefereeQueryRead, REFEREE_ADDRESS_VERSION, readRefereeAddress, readRefereeQuery, readRulesetParam, writeRefereeAddress, writeRulesetParam } from './formats/refereeAddress';
export { RULESET_FIELDS, type RulesetField, type RulesetLines } from './position';
