/**
 * The referee's position as a file, out and in (formats/refereeFile.ts), on
 * its own path so that the referee page fetches it when its share section
 * first needs it (a dynamic `import()`), not as the page opens: the page then
 * keeps within issue 15's 50 KB.
 */
export { type RefereeFile, readRefereeFile, setupText } from './formats/refereeFile';
