/**
 * Where the practice table's games are kept in the browser: a module of its own so that the table's page can look
 * for kept games as it opens without loading the game's chunk (formats/practiceGame.ts reads and writes them; the page has the key through index.ts).
 */
export const GAMES_KEY = 'cpk-play-games';
