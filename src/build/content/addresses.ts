/**
 * Where content is served. A content file's number orders the course and is
 * left out of its address: `03-to-chow.mdx` is /lessons/to-chow/ and
 * `07.pzl` is /puzzles/07/.
 */

/** A file name (or id) without its ordering number and its extension. */
export function unnumbered(name: string): string {
  return name.replace(/\.[a-z]+$/, '').replace(/^\d+-/, '');
}

export const lessonPath = (slug: string): string => `/lessons/${slug}/`;
export const puzzlePath = (id: string): string => `/puzzles/${unnumbered(id)}/`;
export const illustrationPath = (id: string): string => `/illustrations/${id}/`;

/** The id MDX (github-slugger) gives a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}
