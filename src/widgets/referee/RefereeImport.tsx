/**
 * Opening a scenario or puzzle file in the referee, pasted or from the
 * device. A file the reader cannot read shows every problem with its line, as the judge reports them.
 */
import { useEffect, useState } from 'preact/hooks';
import { type Problem, type RefereeFile, type ScenarioSetup, describeProblem } from '../../engine';
import { loadRefereeFile } from './refereeFileLoader';

export interface RefereeImportProps {
  onOpen: (setup: ScenarioSetup) => void;
  announce: (message: string) => void;
  /** Today's rulesets' ids: a file naming another ruleset is refused, as the judge refuses it. */
  rulesetIds: readonly string[];
  /** How many times the table was cleared: a file's problems, listed for an attempt to open it, go when it is. */
  clears: number;
}

/** A scenario file is a few hundred bytes: anything far past that is no scenario file. */
const MAX_FILE = 64_000;

export function RefereeImport({ onOpen, announce, rulesetIds, clears }: RefereeImportProps) {
  const [pasted, setPasted] = useState('');
  const [problems, setProblems] = useState<readonly Problem[]>([]);
  useEffect(() => setProblems([]), [clears]);

  const open = async (source: string, from: string) => {
    let read: RefereeFile;
    try {
      read = (await loadRefereeFile()).readRefereeFile(source, false, rulesetIds);
    } catch {
      announce(`The ${from} cannot be opened: the page could not load the code that reads files (is the connection down?). Try again; if it still fails, reload the page (the position is kept in its address).`);
      return;
    }
    if (!read.ok) {
      setProblems(read.problems);
      announce(`The ${from} cannot be read: ${read.problems.length === 1 ? 'one problem' : `${read.problems.length} problems`}, listed under it.`);
      return;
    }
    setProblems([]);
    onOpen(read.setup);
    announce(`The ${from} is open in the editor.`);
  };

  return (
    <>
      <label class="referee__field">
        <span>Paste a file</span>
        <textarea
          rows={8}
          value={pasted}
          onInput={(e) => {
            setPasted((e.currentTarget as HTMLTextAreaElement).value);
            // The problems listed were the last attempt's, with text no longer there.
            setProblems([]);
          }}
        />
      </label>
      <p class="referee__buttons">
        <button type="button" class="button" onClick={() => void open(pasted, 'pasted file')}>
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
            if (file.size > MAX_FILE) {
              setProblems([{ line: null, field: 'file', rule: null, impossible: false, message: `${file.name} is ${file.size} bytes, far longer than any scenario file` }]);
              return;
            }
            await open(await file.text(), `file ${file.name}`);
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
    </>
  );
}
