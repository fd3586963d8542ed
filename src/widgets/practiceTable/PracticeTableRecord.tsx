/**
 * The hand's record: every move in the project's notation, to read or to
 * download as a text file, and each claim window of the hand as a link that
 * opens that moment as a board (/play/board/?s=…, the scenario in the address).
 */
import type { ClaimMoment } from '../../engine';

export interface PracticeTableRecordProps {
  seed: number;
  /** The record as a text file (practiceRecord). */
  text: string;
  moments: readonly ClaimMoment[];
}

/** The address of the board page showing a moment. */
export function momentHref(moment: ClaimMoment): string {
  return `/play/board/?s=${encodeURIComponent(moment.scenario)}`;
}

function download(seed: number, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `practice-hand-${seed}.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the address can go after.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function PracticeTableRecord({ seed, text, moments }: PracticeTableRecordProps) {
  return (
    <section class="play__record" aria-labelledby="play-record">
      <h2 id="play-record">The hand's record</h2>
      <p>
        <button type="button" class="button" onClick={() => download(seed, text)}>
          Download the record
        </button>
      </p>
      <details>
        <summary>Read the record ({text.trimEnd().split('\n').length} lines)</summary>
        <pre class="play__record-text">{text}</pre>
      </details>
      <h3>Claim windows</h3>
      {moments.length === 0 ? (
        <p>No discard of this hand could be called yet. Each one that can is kept here, to open as a board.</p>
      ) : (
        <ol class="play__moments">
          {moments.map((m) => (
            <li>
              <a href={momentHref(m)}>Open this moment as a board: {m.label}</a>
              {m.missed ? <p class="play__missed">{m.missed}</p> : m.lost && <p>{m.lost}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
