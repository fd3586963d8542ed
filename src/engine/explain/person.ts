/**
 * A seat as a refusal names him. A board names every seat in the third
 * person ("East holds only one 5 of Characters in his hand"); the practice
 * table speaks to the learner of his own calls and moves, as its prompts do
 * ("You hold only one 5 of Characters in your hand"). Each refusal is written
 * once, with the seat it is about as a Person; `you`: the seat the reader
 * plays, or null for the third person throughout.
 */
import type { Seat } from '../seats';

export interface Person {
  /** "East" / "you", and at a sentence's start "East" / "You". */
  name: string;
  Name: string;
  /** "he" / "you"; "He" / "You". */
  he: string;
  He: string;
  /** "his" / "your". */
  his: string;
  /** "East's" / "your"; "East's" / "Your". */
  whose: string;
  Whose: string;
  /** "East's" / "yours", standing alone. */
  own: string;
  /** "himself" / "yourself". */
  self: string;
  /** "him" / "you", as an object; "his" / "yours", standing alone. */
  him: string;
  hisOwn: string;
  /** A verb in the person's form: `v('holds', 'hold')`. */
  v: (third: string, second: string) => string;
}

export function personOf(seat: Seat, you: Seat | null = null): Person {
  if (seat !== you) {
    return { name: seat, Name: seat, he: 'he', He: 'He', his: 'his', whose: `${seat}'s`, Whose: `${seat}'s`, own: `${seat}'s`, self: 'himself', him: 'him', hisOwn: 'his', v: (third) => third };
  }
  return { name: 'you', Name: 'You', he: 'you', He: 'You', his: 'your', whose: 'your', Whose: 'Your', own: 'yours', self: 'yourself', him: 'you', hisOwn: 'yours', v: (_third, second) => second };
}
