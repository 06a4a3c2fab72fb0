// DESIGN §8: the main thread's work while `/` loads and hydrates, as a ratio to a bare React 19
// page that hydrates the same six cards' HTML, both measured in the same run. Lighthouse's
// simulated phone scaled this machine's work by a factor that depends on the host (99 on one, 74
// on another for the same code); a ratio of two traces taken side by side does not.
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import puppeteer, { type Browser } from 'puppeteer-core';
import { build } from 'vite';
import { becomeReturning, VISITS, type Visit } from './lighthouse.js';
import { median } from './stats.js';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BARE_ENTRY_DIR = join(dirname(fileURLToPath(import.meta.url)), 'bare-react');
/** The session cookie saying the splash was seen (src/server/pages/page-sender.ts). */
const SPLASH_SEEN_COOKIE = 'fcah_splash_seen';
const CARDS = 6;

/** Where a load's busy time went: self time of the trace's events, grouped. */
export type BusyKind = 'script' | 'style and layout' | 'paint' | 'HTML parsing' | 'GC' | 'other';

export interface MainThreadLoad {
  /**
   * Sum of the renderer main thread's top-level tasks, navigation to quiet, in ms of thread time
   * (CPU the thread used: on a shared machine, wall time also counts waiting for a core).
   */
  busyMs: number;
  /** The same tasks in wall time. */
  wallMs: number;
  tasks: number;
  /** Tasks over 50 ms. */
  longTasks: number;
  byKind: Record<BusyKind, number>;
}

export interface MainThreadResult {
  /** `/` or `/?lang=ml`. */
  path: string;
  /**
   * A first visit (fresh context), or a returning one: the app's page with its service worker in
   * control, the bare page with its HTTP cache warm (it has no worker).
   */
  visit: Visit;
  runs: number;
  app: MainThreadLoad;
  bare: MainThreadLoad;
  /** Median app busy time ÷ median bare busy time. */
  ratio: number;
}

/** The trace's events this measurement reads (Chrome's trace event format). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time: what the thread ran, without the time the OS gave its core to others. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string }; beginData?: { url?: string } };
}

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const KIND_OF: Record<string, BusyKind> = {
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  'v8.run': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  RunMicrotasks: 'script',
  'V8.Execute': 'script',
  UpdateLayoutTree: 'style and layout',
  RecalculateStyles: 'style and layout',
  ParseAuthorStyleSheet: 'style and layout',
  Layout: 'style and layout',
  UpdateLayerTree: 'style and layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  ParseHTML: 'HTML parsing',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GCScavenger': 'GC',
  'V8.GCFinalizeMC': 'GC',
  BlinkGC: 'GC',
};

/** The renderer main thread that parsed `url`'s document. */
function pageThread(events: TraceEvent[], url: string): { pid: number; tid: number } {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const parse = events.find(
    (e) =>
      e.name === 'ParseHTML' &&
      mains.has(`${e.pid}:${e.tid}`) &&
      (e.args?.beginData?.url ?? '').startsWith(url),
  );
  if (!parse) throw new Error(`No renderer main thread parsed ${url} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

/** Busy time of the page's main thread from its document's first parse to the trace's end. */
export function mainThreadLoad(events: TraceEvent[], url: string): MainThreadLoad {
  const { pid, tid } = pageThread(events, url);
  const own = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const byKind: Record<BusyKind, number> = {
    script: 0,
    'style and layout': 0,
    paint: 0,
    'HTML parsing': 0,
    GC: 0,
    other: 0,
  };
  let busyUs = 0;
  let wallUs = 0;
  let tasks = 0;
  let longTasks = 0;
  let taskEnd = -1;
  // Self time per event, attributed to the nearest enclosing event of a known kind.
  const stack: { end: number; kind: BusyKind | undefined; children: number; dur: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack[stack.length - 1]!.end <= until) {
      const done = stack.pop()!;
      if (done.kind) byKind[done.kind] += done.dur - done.children;
      else if (stack.length === 0) byKind.other += done.dur - done.children;
      else stack[stack.length - 1]!.children -= done.dur - done.children;
    }
  };
  for (const event of own) {
    const wall = event.dur!;
    const dur = event.tdur ?? wall;
    const topLevel = TOP_LEVEL.has(event.name);
    if (topLevel && event.ts >= taskEnd) {
      busyUs += dur;
      wallUs += wall;
      tasks += 1;
      if (wall > 50_000) longTasks += 1;
      taskEnd = event.ts + wall;
    }
    if (event.ts >= taskEnd && !topLevel) continue; // outside any task: not main-thread work
    close(event.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.children += dur;
    const kind = KIND_OF[event.name] ?? (topLevel ? undefined : parent?.kind);
    stack.push({ end: event.ts + wall, kind, children: 0, dur });
  }
  close(Number.POSITIVE_INFINITY);
  for (const kind of Object.keys(byKind) as BusyKind[]) byKind[kind] /= 1000;
  return { busyMs: busyUs / 1000, wallMs: wallUs / 1000, tasks, longTasks, byKind };
}

const TRACE_CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'loading',
  '__metadata',
];

/**
 * One visit of `url` in a fresh browser context, phone sized, unthrottled, traced from navigation
 * until the network has been quiet and the main thread idle: a first visit (no HTTP cache, no
 * service worker) or a returning one (see MainThreadResult).
 */
async function traceLoad(
  browser: Browser,
  url: string,
  visit: Visit,
  bare: boolean,
): Promise<MainThreadLoad> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1 });
    await page.setCookie({ name: SPLASH_SEEN_COOKIE, value: '1', url: new URL(url).origin });
    if (visit === 'returning') {
      // The bare page has no worker: its returning visit is its HTTP cache, warm.
      if (bare) await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
      else await becomeReturning(page, url);
    }
    await page.tracing.start({ categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
    // Hydration and what it starts (effects, lazy chunks) ran once the main thread goes idle.
    for (let i = 0; i < 2; i++) {
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
      );
    }
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 120_000 });
    const trace = await page.tracing.stop();
    const { traceEvents } = JSON.parse(Buffer.from(trace!).toString()) as {
      traceEvents: TraceEvent[];
    };
    return mainThreadLoad(traceEvents, url);
  } finally {
    await context.close();
  }
}

/** The serialised cards, the stylesheet and the language of the app's pre-rendered page. */
interface CardsSnapshot {
  lang: string;
  css: string;
  html: string;
  tree: unknown[];
}

/**
 * Runs in the page (as text: the bench's TypeScript loader would add helpers the page lacks).
 * DOM attribute names become React props through a small map, then kebab-case to camelCase; in a
 * production build React ignores attribute mismatches while hydrating, so the rest is harmless.
 */
const SNAPSHOT_SCRIPT = `function (cards) {
  const renamed = {
    class: 'className', for: 'htmlFor', tabindex: 'tabIndex', srcset: 'srcSet',
    fetchpriority: 'fetchPriority', crossorigin: 'crossOrigin', datetime: 'dateTime',
    referrerpolicy: 'referrerPolicy', autocomplete: 'autoComplete', readonly: 'readOnly',
  };
  const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  const prop = (name) => renamed[name] ?? (/^(aria|data)-/.test(name) ? name : camel(name));
  const styleObject = (text) =>
    Object.fromEntries(
      text
        .split(';')
        .map((rule) => rule.split(':').map((part) => part.trim()))
        .filter((pair) => pair.length === 2 && pair[0])
        .map(([name, value]) => [name.startsWith('--') ? name : camel(name), value]),
    );
  const serialise = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const props = {};
    for (const attribute of node.attributes) {
      const name = prop(attribute.name);
      props[name] = name === 'style' ? styleObject(attribute.value) : attribute.value;
    }
    const children = [...node.childNodes].map(serialise).filter((child) => child !== null);
    return [node.localName, props, ...children];
  };
  const articles = [...document.querySelectorAll('main article')].slice(0, cards);
  return {
    lang: document.documentElement.lang,
    css: [...document.querySelectorAll('style')].map((style) => style.textContent).join('\\n'),
    html: articles.map((article) => article.outerHTML).join(''),
    tree: articles.map(serialise),
  };
}`;

/**
 * The first six cards of `url` as the app draws them on a phone (the server's pre-render of `/`
 * has the list's skeleton; the cards come with the first page of the list).
 */
async function snapshotCards(browser: Browser, url: string): Promise<CardsSnapshot> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1 });
    await page.setCookie({ name: SPLASH_SEEN_COOKIE, value: '1', url: new URL(url).origin });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
    await page.waitForSelector('main article', { timeout: 120_000 });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 120_000 });
    return (await page.evaluate(`(${SNAPSHOT_SCRIPT})(${CARDS})`)) as CardsSnapshot;
  } finally {
    await context.close();
  }
}

function barePageHtml(snapshot: CardsSnapshot, script: string): string {
  const json = JSON.stringify(snapshot.tree).replaceAll('<', '\\u003c');
  return `<!doctype html><html lang="${snapshot.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare React 19</title><style>${snapshot.css}</style><script type="module" crossorigin src="${script}"></script></head><body><main><div id="root">${snapshot.html}</div></main><script type="application/json" id="bare-cards">${json}</script></body></html>`;
}

/** Builds bench/bare-react/main.tsx for production as the app's client is built (Vite, React). */
async function buildBareScript(outDir: string): Promise<Buffer> {
  await build({
    root: BARE_ENTRY_DIR,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        input: join(BARE_ENTRY_DIR, 'main.tsx'),
        output: { entryFileNames: 'bare.js' },
      },
    },
  });
  return readFile(join(outDir, 'bare.js'));
}

/**
 * Serves the bare pages and their script; any other path (the cards' photos, the stylesheet's
 * fonts) comes from the app, so both pages load the same images.
 */
async function serveBare(pages: Map<string, string>, script: Buffer, appOrigin: string) {
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://bare');
    const page = pages.get(url.search ? `${url.pathname}${url.search}` : url.pathname);
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    } else if (url.pathname === '/bare.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    } else {
      const upstream = await fetch(`${appOrigin}${url.pathname}${url.search}`);
      const type = upstream.headers.get('content-type');
      response.writeHead(upstream.status, type ? { 'content-type': type } : {});
      response.end(Buffer.from(await upstream.arrayBuffer()));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The bare page server has no port');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

const medianLoad = (loads: MainThreadLoad[]): MainThreadLoad => {
  const byKind = {} as Record<BusyKind, number>;
  for (const kind of Object.keys(loads[0]!.byKind) as BusyKind[]) {
    byKind[kind] = median(loads.map((load) => load.byKind[kind]));
  }
  return {
    busyMs: median(loads.map((load) => load.busyMs)),
    wallMs: median(loads.map((load) => load.wallMs)),
    tasks: median(loads.map((load) => load.tasks)),
    longTasks: median(loads.map((load) => load.longTasks)),
    byKind,
  };
};

/**
 * For each path (`/`, `/?lang=ml`), first and returning visit: `runs` traced loads of the app's page
 * and of the bare page with the same cards, alternating, and the ratio of their median busy times.
 */
export async function measureMainThread(
  appOrigin: string,
  paths: string[],
  runs: number,
): Promise<MainThreadResult[]> {
  const work = await mkdtemp(join(tmpdir(), 'healers-bench-bare-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const script = await buildBareScript(work);
    const pages = new Map<string, string>();
    for (const path of paths) {
      pages.set(
        path,
        barePageHtml(await snapshotCards(browser, `${appOrigin}${path}`), '/bare.js'),
      );
    }
    const bare = await serveBare(pages, script, appOrigin);
    try {
      const cases = paths.flatMap((path) => VISITS.map((visit) => ({ path, visit })));
      const loads = new Map(
        cases.map(({ path, visit }) => [
          `${visit} ${path}`,
          { app: [], bare: [] } as Record<'app' | 'bare', MainThreadLoad[]>,
        ]),
      );
      for (let run = 0; run < runs; run++) {
        for (const { path, visit } of cases) {
          const both = loads.get(`${visit} ${path}`)!;
          // Alternate which goes first, so that neither always meets the warmer machine.
          const order = run % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const);
          for (const which of order) {
            const origin = which === 'app' ? appOrigin : bare.origin;
            both[which].push(await traceLoad(browser, `${origin}${path}`, visit, which === 'bare'));
          }
        }
      }
      return cases.map(({ path, visit }) => {
        const both = loads.get(`${visit} ${path}`)!;
        const app = medianLoad(both.app);
        const bareLoad = medianLoad(both.bare);
        return { path, visit, runs, app, bare: bareLoad, ratio: app.busyMs / bareLoad.busyMs };
      });
    } finally {
      bare.close();
    }
  } finally {
    await browser.close();
    await rm(work, { recursive: true, force: true });
  }
}
