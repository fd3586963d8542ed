/**
 * Build-time checks of content/illustrations/*.json: the shape, the rule
 * ids, the lesson section it links back to, the photograph in public/, and
 * the engine: every step replays (a refused step fails the build naming the
 * file and the step), the replay reaches the pictured position at its
 * moment, and the "try it yourself" scenario is the replay's own position.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { currentEvent } from '../../engine/claims';
import { FormatError, malformed } from '../../engine/formats/formatError';
import { type IllustrationData, type Replay, picturedProblem, replay } from '../../engine/formats/illustration';
import type { Scenario } from '../../engine/formats/scenario';
import type { Seat } from '../../engine/seats';
import type { Table } from '../../engine/table';
import { sortTiles } from '../../engine/tiles';
import { headingSlug, unnumbered } from '../content/addresses';
import { ContentError, contentFiles, illustrations } from '../content/content';

/** The ids of a lesson's headings. */
const headingsOf = (mdx: string): string[] => [...mdx.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((m) => headingSlug(m[1]));

export interface CheckedIllustration {
  data: IllustrationData;
  replay: Replay;
  printed: Replay | null;
}

function seatKey(table: Table, seat: Seat): string {
  const s = table.seats[seat];
  return `${sortTiles(s.concealed).join(' ')} | ${s.melds.map((m) => sortTiles(m.tiles).join(' ') + (m.claimed ? `*${m.claimed.tile}<${m.claimed.from}` : '') + (m.kongWay ? `(${m.kongWay})` : '')).join(' | ')}`;
}

/**
 * The try-it scenario must be the replay's own position: the learner's seat
 * holds what it holds in the replay when the same tile is on offer (or, when
 * the replay never offers it, at the moment pictured).
 */
function tryItProblem(r: Replay, scenario: Scenario): string | null {
  const ev = scenario.event;
  const at =
    r.frames.find((f) => {
      const e = currentEvent(f.table);
      return ev && e && e.kind === ev.kind && e.seat === ev.seat && e.tile === ev.tile;
    }) ?? r.frames[r.moment];
  const want = seatKey(at.table, scenario.view);
  const have = seatKey(scenario.table, scenario.view);
  return want === have ? null : `${scenario.view} holds ${have} in the scenario, but ${want} in the replay`;
}

export function checkIllustrations(root: string, scenarios: ReadonlyMap<string, Scenario>): Map<string, CheckedIllustration> {
  const found = new Map<string, CheckedIllustration>();
  const lessons = contentFiles('lessons', root) ?? [];
  for (const { file: shown, data } of illustrations(root) ?? []) {
    try {
      if (`content/illustrations/${data.id}.json` !== shown) throw malformed(`"${data.id}" must match the file name`, null, 'id');
      if (found.has(data.id)) throw malformed(`"${data.id}" is used twice`, null, 'id');
      const lesson = lessons.find((f) => unnumbered(f.name) === data.lesson);
      if (!lesson) throw malformed(`no lesson content/lessons/NN-${data.lesson}.mdx`, null, 'lesson');
      if (!headingsOf(lesson.text).includes(data.section)) {
        throw malformed(`${lesson.file} has no heading with the id "${data.section}"`, null, 'section');
      }
      if (data.photo && !existsSync(join(root, 'public', data.photo.file))) throw malformed(`public${data.photo.file} does not exist`, null, 'photo.file');
      if (!/^illustration-[a-z0-9-]+$/.test(data.tryIt)) throw malformed('the scenario is named illustration-…', null, 'tryIt');
      const scenario = scenarios.get(data.tryIt);
      if (!scenario) throw malformed(`content/scenarios/${data.tryIt}.scn does not exist`, null, 'tryIt');
      const r = replay(data, data.id);
      for (const p of data.pictured) {
        const problem = picturedProblem(r.frames[r.moment].table, p);
        if (problem) throw malformed(`at the moment pictured (after step ${r.moment}), ${problem}`, null, 'pictured');
      }
      const tryIt = tryItProblem(r, scenario);
      if (tryIt) throw malformed(tryIt, null, 'tryIt');
      const printed = data.printed ? replay(data.printed, `${data.id}-printed`, 'printed.steps') : null;
      found.set(data.id, { data, replay: r, printed });
    } catch (error) {
      if (error instanceof FormatError) throw new ContentError(shown, error.field, error.message);
      throw error;
    }
  }
  return found;
}
