/**
 * Sharing and saving the referee's position: its link (the address holds
 * the whole position and the calls), the position as a scenario file to
 * download or read, and a scenario or puzzle file opened by pasting or from
 * disk. A file the reader cannot read shows its problems, each with its line.
 */
import { useState } from 'preact/hooks';
import { type Problem, type ScenarioSetup, describeProblem, readRefereeFile, setupText } from '../engine';

export interface RefereeShareProps {
  setup: ScenarioSetup;
  /** The page address of this position. */
  link: string;
  onOpen: (setup: ScenarioSetup) => void;
  announce: (message: string) => void;
}

export function RefereeShare({ setup, link, onOpen, announce }: RefereeShareProps) {
  const [pasted, setPasted] = useState('');
  const [problems, setProblems] = useState<readonly Problem[]>([]);
  const text = setupText(setup);

  const open = (source: string, from: string) => {
    const read = readRefereeFile(source);
    if (!read.ok) {
      setProblems(read.problems);
      announce(`The ${from} cannot be read: ${read.problems.length === 1 ? 'one problem' : `${read.problems.length} problems`}, listed under it.`);
      return;
    }
    setProblems([]);
    onOpen(read.setup);
    announce(`The ${from} is open in the editor.`);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(link, window.location.href).href);
      announce('The link to this position is copied.');
    } catch {
      announce('The browser did not let the page copy. The link to this position is just below the button.');
    }
  };

  const download = () => {
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
        <label class="referee__field">
          <span>Paste a file</span>
          <textarea rows={8} value={pasted} onInput={(e) => setPasted((e.currentTarget as HTMLTextAreaElement).value)} />
        </label>
        <p class="referee__buttons">
          <button type="button" class="button" onClick={() => open(pasted, 'pasted file')}>
            Open the pasted file
          </button>
        </p>
        <label class="referee__field">
          <span>Or open a file from your device</span>
          <input
            type="file"
            accept=".scn,.pzl,.txt,text/plain"
            onChange={async (e) => {
              const file = (e.currentTarget as HTMLInputElement).files?.[0];
              if (!file) return;
              if (file.size > 64_000) {
                setProblems([{ line: null, field: 'file', rule: null, impossible: false, message: `${file.name} is ${file.size} bytes, far longer than any scenario file` }]);
                return;
              }
              open(await file.text(), `file ${file.name}`);
            }}
          />
        </label>
        {problems.length > 0 && (
          <div class="referee__file-problems">
            <p>
              <strong>The file cannot be read:</strong>
            </p>
            <ul role="list">
              {problems.map((p, i) => (
                <li key={i}>{describeProblem(p)}</li>
              ))}
            </ul>
          </div>
        )}
      </details>
    </section>
  );
}
