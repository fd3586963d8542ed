/**
 * Positions of docs/RULESETS.md's worked examples that several test files
 * rule under today's rulesets, each written once as a scenario body (the
 * title and view lines left to the test).
 */

/** E2: East discards 5d, and South, West and North all claim Mah-Jongg with it. */
export const E2_THREE_WINNERS = `South: 3d 4d 1c 2c 3c 7b 8b 9b E E E Gd Gd
West:  6d 7d 4c 5c 6c 2b 3b 4b S S S Wd Wd
North: 5d 1b 2b 3b 4b 5b 6b 7c 8c 9c N N N
event: East discards 5d
claim: South mahjong
claim: West mahjong
claim: North mahjong`;

/** E5: East declares a concealed kong of 1c, and West's Thirteen Orphans waits on it. */
export const E5_ORPHANS_ON_A_CONCEALED_KONG = `West: 9c 1b 9b 1d 9d E S W N Rd Gd Wd Wd
East: hidden | kong 1c 1c 1c 1c concealed
event: East declares 1c
claim: West mahjong`;

/** E20: West discards 4d; North calls a chow, East a kong. */
export const E20_KONG_AGAINST_CHOW = `East: 4d 4d 4d 1c 2c 3c 7b 8b 9b S S Wd N
North: 5d 6d hidden
event: West discards 4d
claim: North chow 5d 6d
claim: East kong`;

/** E22's hand without its assumptions: West wins on East's 8d. */
export const E22_BELOW_THE_MINIMUM = `West: 3b 4b 5b 6c 6c 6c 1d 2d 3d 8d | pung 9c 9c 9c* from North
event: East discards 8d
claim: West mahjong`;
