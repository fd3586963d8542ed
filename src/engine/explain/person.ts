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

/** The third person's verb: the first form. */
const third = (form: string): string => form;

function thirdPerson(seat: Seat): Person {
  return Object.freeze({ name: seat, Name: seat, he: 'he', He: 'He', his: 'his', whose: `${seat}'s`, Whose: `${seat}'s`, own: `${seat}'s`, self: 'himself', him: 'him', hisOwn: 'his', v: third });
}

// Made once: a ruling names seats a dozen times, and a fresh object each time halved adjudicate's speed in the bench.
const THIRD: Readonly<Record<Seat, Person>> = { East: thirdPerson('East'), South: thirdPerson('South'), West: thirdPerson('West'), North: thirdPerson('North') };
const YOU: Person = Object.freeze({ name: 'you', Name: 'You', he: 'you', He: 'You', his: 'your', whose: 'your', Whose: 'Your', own: 'yours', self: 'yourself', him: 'you', hisOwn: 'yours', v: (_third: string, second: string) => second });

export function personOf(seat: Seat, you: Seat | null = null): Person {
  return seat === you ? YOU : THIRD[seat];
}
