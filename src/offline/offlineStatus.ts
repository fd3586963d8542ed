/**
 * What the site says about working offline, on every page (issue 26), and
 * the service worker's registration, started once the page has loaded (at
 * the end of this file), so that the worker's downloads never compete with
 * the page's own. Loaded by the theme switch's script (ThemeSwitch.astro).
 *
 * - At the top of the page, only when there is something to act on: the
 *   learner is offline (and what still works), or a new version of the site
 *   is ready (reloaded on his word: the worker waits until then, so pages and
 *   scripts of two versions never meet).
 * - At its foot: what is kept on this device, and on a phone the offer to
 *   keep the whole course (a computer keeps it at once: keptFiles.ts).
 */

/** The learner asked for the whole course on this device (kept in the browser, like his progress). */
const KEEP_COURSE = 'cpk-keep-course';

/** How much of the course the worker holds, as it reports it (sw.ts). */
interface CourseKept {
  kept: number;
  total: number;
  failed: boolean;
}

/** The words at the top of the page: offline, or a new version; null when there is nothing to say. */
export function noticeText(online: boolean, update: 'ready' | 'elsewhere' | null, course: CourseKept | null): string | null {
  if (update === 'ready') return 'A new version of this site is ready.';
  if (update === 'elsewhere') return 'This site was updated in another tab: reload this page to go on with the new version.';
  if (online) return null;
  return course && course.total > 0 && course.kept === course.total
    ? 'You are offline. Every page of the course is kept on this device and works as usual.'
    : 'You are offline. The referee, the practice table, the rules and the pages kept on this device work as usual; any other page says it is not kept.';
}

/** The words at the foot of the page: what is kept on this device. */
export function keptText(course: CourseKept | null, keeping: boolean): string {
  if (!course) return '';
  if (course.total > 0 && course.kept === course.total) return 'Kept on this device for use offline: the whole course.';
  if (course.failed) return `Kept on this device for use offline: the referee, the practice table, the rules, and ${course.kept} of the course's ${course.total} files (the rest could not be fetched: tried again on the next page).`;
  if (keeping) return 'Keeping the whole course on this device for use offline…';
  return 'Kept on this device for use offline: the referee, the practice table and the rules.';
}

/** Is the whole course kept without asking? On a computer, yes; on a phone or where the browser is asked to save data, only on the learner's word. */
function keepsCourse(): boolean {
  try {
    if (localStorage.getItem(KEEP_COURSE) === 'yes') return true;
  } catch {
    // Storage refused: ask as on a phone.
  }
  const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return !saveData && !matchMedia('(pointer: coarse)').matches;
}

export async function start(): Promise<void> {
  const notice = document.querySelector<HTMLElement>('[data-site-notice]');
  const noticeWords = notice?.querySelector<HTMLElement>('[data-site-notice-text]');
  const reload = notice?.querySelector<HTMLButtonElement>('button');
  const foot = document.querySelector<HTMLElement>('[data-offline-kept]');
  const footText = foot?.querySelector<HTMLElement>('[data-offline-kept-text]');
  const keep = foot?.querySelector<HTMLButtonElement>('button');
  if (!notice || !noticeWords || !reload || !foot || !footText || !keep) return;

  // Offline, registering fails (the worker's script is fetched to look for a new version): the worker already
  // registered carries on. With none allowed (a private window, say) the site works as online, and says nothing.
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => navigator.serviceWorker.getRegistration('/'));
  if (!registration) return;
  // The referee's own worker of earlier versions (scope /referee/) gives way to the site's.
  for (const other of await navigator.serviceWorker.getRegistrations()) if (other.scope !== registration.scope) void other.unregister();

  let course: CourseKept | null = null;
  let keeping = false;
  let update: 'ready' | 'elsewhere' | null = null;
  let waiting: ServiceWorker | null = null;
  /** The learner's "Reload to use it": asked (the waiting worker told to take over), then under way. */
  let reloading: 'no' | 'asked' | 'under way' = 'no';
  const draw = () => {
    const said = noticeText(navigator.onLine, update, course);
    notice.hidden = said === null;
    noticeWords.textContent = said ?? '';
    reload.hidden = update === null;
    reload.textContent = update === 'ready' ? 'Reload to use it' : 'Reload this page';
    footText.textContent = keptText(course, keeping);
    keep.hidden = keeping || course === null || course.kept === course.total;
  };

  const hadController = navigator.serviceWorker.controller !== null;
  const offer = (worker: ServiceWorker) => {
    waiting = worker;
    update = 'ready';
    draw();
  };
  if (registration.waiting && hadController) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
    });
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // Once: Chromium 150 tells the page of its new controller again while the reload waits on the worker's
    // activation, and a reload asked for each time started over each time, so the new version never came.
    if (reloading === 'asked') {
      reloading = 'under way';
      window.location.reload();
    } else if (reloading === 'under way') return;
    else if (hadController) {
      update = 'elsewhere';
      draw();
    }
  });
  reload.addEventListener('click', () => {
    if (update === 'ready' && waiting) {
      reloading = 'asked';
      waiting.postMessage({ type: 'skip-waiting' });
    } else window.location.reload();
  });

  let worker: ServiceWorker | null = null;
  const keepCourse = () => {
    keeping = true;
    draw();
    worker?.postMessage({ type: 'keep-course' });
  };
  // The worker says how much of the course it holds: asked first; when some is missing and the course is to be kept,
  // it is asked to keep it, and says again when it has.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string } & CourseKept>) => {
    if (event.data?.type !== 'course') return;
    course = { kept: event.data.kept, total: event.data.total, failed: event.data.failed };
    const whole = course.kept === course.total;
    if (!keeping && !whole && !course.failed && keepsCourse()) keepCourse();
    else {
      keeping = false;
      draw();
    }
  });
  addEventListener('online', draw);
  addEventListener('offline', draw);

  worker = (await navigator.serviceWorker.ready).active;
  keep.addEventListener('click', () => {
    // What follows is said where he is: the words beside the button, which keep the focus as the button goes.
    footText.setAttribute('aria-live', 'polite');
    foot.focus();
    try {
      localStorage.setItem(KEEP_COURSE, 'yes');
    } catch {
      // Not stored: asked again on the next page.
    }
    keepCourse();
  });
  worker?.postMessage({ type: 'course' });
  draw();
}

if (document.readyState === 'complete') void start();
else addEventListener('load', () => void start(), { once: true });
