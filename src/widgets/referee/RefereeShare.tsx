/**
 * Sharing and saving the referee's position: its link (the address holds
 * the whole position and the calls), the position as a scenario file to
 * download or read, and a scenario or puzzle file opened by pasting or from
 * disk. A file the reader cannot read shows its problems, each with its line.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ScenarioSetup } from '../../engine';
import { RefereeImport } from './RefereeImport';
import { loadRefereeFile } from './refereeFileLoader';

export interface RefereeShareProps {
  setup: ScenarioSetup;
  /** The page address of this position. */
  link: string;
  onOpen: (setup: ScenarioSetup) => void;
  announce: (message: string) => void;
  /** Today's rulesets' ids: a file naming another ruleset is refused. */
  rulesetIds: readonly string[];
  /** How many times the table was cleared (RefereeImport's clears). */
  clears: number;
}

export function RefereeShare({ setup, link, onOpen, announce, rulesetIds, clears }: RefereeShareProps) {
  // The file is written by code fetched once the editor is live (refereeFileLoader.ts); the link needs none.
  const [text, setText] = useState('');
  useEffect(() => {
    let current = true;
    loadRefereeFile().then(
      (file) => current && setText(file.setupText(setup)),
      () => current && setText(''),
    );
    return () => void (current = false);
  }, [setup]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(link, window.location.href).href);
      announce('The link to this position is copied.');
    } catch {
      announce('The browser did not let the page copy. The link to this position is just below the button.');
    }
  };

  const download = async () => {
    let file: Awaited<ReturnType<typeof loadRefereeFile>>;
    try {
      file = await loadRefereeFile();
    } catch {
      announce('The file could not be made: the page could not load its code (is the connection down?). The link above holds the whole position.');
      return;
    }
    const text = file.setupText(setup);
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'referee.scn';
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section class="referee__share" aria-labelledby="referee-share">
      <h2 id="referee-share">Share and save</h2>
      <p class="referee__buttons">
        <button type="button" class="button" onClick={copy}>
          Copy link
        </button>
        <button type="button" class="button button--quiet" onClick={download}>
          Download the scenario file
        </button>
      </p>
      <p>
        <a href={link} data-referee-link>
          Link to this position
        </a>{' '}
        (the address holds the whole position and the calls).
      </p>
      <details class="board-source">
        <summary>The position as a scenario file</summary>
        <pre data-referee-text>{text}</pre>
        <p>
          Read about the format on <a href="/notation/">Reading the notation</a>.
        </p>
      </details>
      <details class="referee__import">
        <summary>Open a scenario or puzzle file</summary>
        <RefereeImport onOpen={onOpen} announce={announce} rulesetIds={rulesetIds} clears={clears} />
      </details>
    </section>
  );
}
