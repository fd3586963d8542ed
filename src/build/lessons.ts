/**
 * Lessons in course order, and their addresses: `03-to-chow.mdx` is
 * served at /lessons/to-chow/.
 */
import type { CollectionEntry } from 'astro:content';

export type Lesson = CollectionEntry<'lessons'>;

export function sortedLessons(lessons: Lesson[]): Lesson[] {
  return [...lessons].sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

export function lessonSlug(lesson: Pick<Lesson, 'id'>): string {
  return lesson.id.replace(/^\d+-/, '');
}

export function lessonHref(lesson: Pick<Lesson, 'id'>): string {
  return `/lessons/${lessonSlug(lesson)}/`;
}
