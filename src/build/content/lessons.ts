/**
 * Lessons in course order, and their addresses: `03-to-chow.mdx` is
 * served at /lessons/to-chow/.
 */
import type { CollectionEntry } from 'astro:content';
import { lessonPath, unnumbered } from './addresses';

export type Lesson = CollectionEntry<'lessons'>;

export function sortedLessons(lessons: Lesson[]): Lesson[] {
  return [...lessons].sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

export function lessonSlug(lesson: Pick<Lesson, 'id'>): string {
  return unnumbered(lesson.id);
}

export function lessonHref(lesson: Pick<Lesson, 'id'>): string {
  return lessonPath(lessonSlug(lesson));
}
