/**
 * A moment of a practice hand as a board (/play/board/?s=…): the scenario
 * text comes in the address, the engine reads it as any scenario file, and
 * the live claim board shows it. An address that holds no scenario, or one
 * the engine cannot read, gets a readable message and a way back.
 *
 * The board's opening is the board session's first state, so it comes with
 * the session, loaded as a lesson's board loads it (a dynamic import): the
 * page opens on the reader, not on every step of the board.
 */
import { useEffect, useState } from 'preact/hooks';
import { type BoardOpening, FormatError, type Scenario, parseScenario, readScenarioSetup, writeRefereeAddress } from '../../engine';
import type { RuleLinks } from '../../islandProps';
import { ClaimBoard } from '../board/ClaimBoard';
import { BOARD_LOADING, BOARD_NOT_LOADED } from '../islands/boardData';

export interface PracticeTableMomentProps {
  ruleLinks: RuleLinks;
}

type Read = { scenario: Scenario; source: string } | { problem: string };
type Opened = { scenario: Scenario; source: string; opening: BoardOpening } | { problem: string };


/** Longest scenario text taken from an address: a whole position with its wall is well under this. */
const MAX_TEXT = 4000;

/**
 * A moment's text read as a position, or why it cannot be, in words: `where` says where the text came from ("in this
 * address"). The review reads a moment kept in the learner's progress with it too (ReviewMoment.tsx).
 */
export function readMoment(text: string, where: string): Read {
  try {
    return { scenario: parseScenario(text, 'moment'), source: text };
  } catch (error) {
    if (error instanceof FormatError) return { problem: ended(`The position ${where} cannot be read: ${error.message}`) };
    return { problem: ended(`The position ${where} is not one the rules allow: ${(error as Error).message}`) };
  }
}

/** A sentence with its full stop: the reader's list of problems ends without one, and a page's next sentence follows it. */
const ended = (sentence: string) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);

function fromUrl(): Read {
  const text = new URLSearchParams(window.location.search).get('s');
  if (text === null || !text.trim()) return { problem: `This address holds no position. ${AGAIN}` };
  if (text.length > MAX_TEXT) return { problem: `The position in this address is ${text.length} characters long, more than a board takes (${MAX_TEXT}).` };
  const read = readMoment(text, 'in this address');
  // The reader's own words come first: the scenario reader's detail names fields a learner has never seen.
  return 'problem' in read ? { problem: `This link to a moment is damaged: was it cut short when it was copied? ${AGAIN} In detail: ${read.problem}` } : read;
}

/** Where a good moment comes from, for an address that holds none or a damaged one. */
const AGAIN = 'Open a moment from the record of a hand at the practice table.';

export function PracticeTableMoment({ ruleLinks }: PracticeTableMomentProps) {
  const [read, setRead] = useState<Opened | null>(null);
  useEffect(() => {
    const found = fromUrl();
    if ('problem' in found) return setRead(found);
    import('../../engine/boardSession').then(
      (session) => setRead({ ...found, opening: session.boardOpening(found.scenario) }),
      () => setRead({ problem: BOARD_NOT_LOADED }),
    );
  }, []);
  if (!read) return <p data-moment="loading">{BOARD_LOADING}</p>;
  if ('problem' in read) {
    return (
      <div data-moment="problem">
        <p role="alert" class="note">
          {read.problem}
        </p>
      </div>
    );
  }
  return (
    <div data-moment="ready">
      {/* A moment is no lesson's board: the learner's answer on it is not kept in his progress. */}
      <ClaimBoard id="play-moment" scenario={read.scenario} opening={read.opening} ruleLinks={ruleLinks} record={false} />
      <p>
        {/* The same setup, dealt with the same seed: the referee shows this very moment. */}
        <a href={`/referee/?p=${writeRefereeAddress({ ...readScenarioSetup(read.source), seed: read.scenario.seed })}`}>Open in the referee</a>: change a tile
        or a call and see how the ruling changes.
      </p>
      <details class="board-source">
        <summary>The position as a scenario file</summary>
        <pre>{read.source}</pre>
      </details>
    </div>
  );
}

export default PracticeTableMoment;
