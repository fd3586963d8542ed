/** The part of @kobalab/majiang-core (which ships no types) that scripts/benchPeers.ts uses. */
declare module '@kobalab/majiang-core' {
  namespace Majiang {
    /** A player's hand, made from tile codes such as `m1`, `p5`, `z7`. */
    class Shoupai {
      constructor(tiles?: string[]);
      /** The hand in its notation, suit letter first: `m123p456s789z11567`. */
      toString(): string;
    }
    /** Shanten numbers (-1: a complete hand) of the standard form, seven pairs and thirteen orphans. */
    const Util: {
      xiangting_yiban(hand: Shoupai): number;
      xiangting_qidui(hand: Shoupai): number;
      xiangting_guoshi(hand: Shoupai): number;
    };
  }
  export default Majiang;
}
