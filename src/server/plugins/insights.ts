import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isbot } from 'isbot';
import { Gauge } from 'prom-client';
import { DISTRICTS } from '../../shared/constants/districts.js';
import {
  HEALER_EVENT_FIELDS,
  INSIGHT_LIMITS,
  type InsightEventType,
} from '../../shared/constants/insights.js';
import type { InsightEvent } from '../../shared/schemas/insights.js';
import type { DirectoryIndex } from '../directory/directory-index.js';
import { findsAnyone } from '../directory/directory-search.js';
import { AddressDayCap } from '../insights/address-day-cap.js';
import { EventCounter } from '../insights/event-counter.js';
import { clientKey } from './rate-limit.js';
import { SearchLimiter } from './search-limit.js';

/** How often the counts go to the database: within DESIGN §10.5's 10 s with room to spare. */
export const FLUSH_INTERVAL_MS = 5_000;

const DISTRICT_BY_LOWER = new Map(DISTRICTS.map((name) => [name.toLowerCase(), name]));

/** An empty search's words as counted: lower case, single spaces, at most 100 characters. */
export function normaliseEmptyQuery(query: string | undefined): string {
  return (query ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, INSIGHT_LIMITS.queryMax)
    .trim();
}

/** The district filter as counted: the known districts named (comma list), in order; '' none. */
export function normaliseEmptyDistrict(district: string | undefined): string {
  const names = new Set<string>();
  for (const part of (district ?? '').split(',')) {
    const name = DISTRICT_BY_LOWER.get(part.trim().toLowerCase());
    if (name) names.add(name);
  }
  return DISTRICTS.filter((name) => names.has(name)).join(', ');
}

/** Why an event was not counted (for tests and the debug log), or 'counted'. */
export type EventOutcome =
  | 'counted'
  | 'bot'
  | 'throttled'
  | 'unknown-type'
  | 'unknown-healer'
  | 'address-day-cap'
  | 'empty-search-without-words'
  | 'search-finds-healers'
  | 'directory-unavailable';

/** Empty-search answers remembered per directory index: repeats of a search cost a lookup. */
const FINDS_ANYONE_REMEMBERED = 10_000;

/**
 * Events in, counts out (DESIGN §10.5, decisions 052 and 057): bots by their User-Agent (isbot's
 * list), more than 60 a minute from one client address, an unknown type, a healer not in the
 * public directory, more than 20 of one type for one healer from one address in a day, and an
 * "empty" search the directory does find healers for are dropped; the rest are counted by day in
 * TIME_ZONE and written every 5 s. The client address is used for the throttle and the daily
 * cap only, in memory (the cap keeps no address, see AddressDayCap), and never stored.
 */
export class Insights {
  readonly counter: EventCounter;
  private readonly limiter: SearchLimiter;
  private readonly dayCap = new AddressDayCap(INSIGHT_LIMITS.perAddressHealerDaily);
  private knownIds: { source: unknown; ids: Set<string> } | undefined;
  private findsAnyoneMemo: { source: DirectoryIndex; answers: Map<string, boolean> } | undefined;

  constructor(
    private readonly app: FastifyInstance,
    now: () => number = () => Date.now(),
  ) {
    this.counter = new EventCounter(app.db, app.log, {
      today: () => app.clinicToday(),
    });
    this.limiter = new SearchLimiter(INSIGHT_LIMITS.eventsPerMinute, now);
  }

  async record(request: FastifyRequest, event: InsightEvent): Promise<EventOutcome> {
    const agent = request.headers['user-agent'];
    // A browser always names itself; no User-Agent at all is a script.
    if (!agent || isbot(agent)) return 'bot';
    if (this.limiter.take(clientKey(request.ip)) > 0) return 'throttled';
    const day = this.app.clinicToday();
    const type = event.type as InsightEventType;
    if (type === 'search-empty') {
      const query = normaliseEmptyQuery(event.query);
      const district = normaliseEmptyDistrict(event.district);
      if (query === '' && district === '') return 'empty-search-without-words';
      const finds = await this.searchFindsAnyone(query, district);
      if (finds === undefined) return 'directory-unavailable';
      if (finds) return 'search-finds-healers';
      this.counter.countEmptySearch(day, query, district);
      return 'counted';
    }
    if (!Object.hasOwn(HEALER_EVENT_FIELDS, type)) return 'unknown-type';
    if (!event.healerId || !(await this.isPublicHealer(event.healerId))) return 'unknown-healer';
    if (!this.dayCap.take(day, [clientKey(request.ip), event.healerId, type])) {
      return 'address-day-cap';
    }
    this.counter.countHealerEvent(day, event.healerId, type);
    return 'counted';
  }

  /**
   * Whether the public search finds anyone for these words and districts, as GET
   * /api/healers/search would (the same in-memory match, without ranking or paging); undefined
   * when the directory cannot be read (the database away before the first read): not counted.
   */
  private async searchFindsAnyone(query: string, district: string): Promise<boolean | undefined> {
    let index: DirectoryIndex;
    try {
      index = await this.app.directory.current();
    } catch {
      return undefined;
    }
    if (this.findsAnyoneMemo?.source !== index) {
      this.findsAnyoneMemo = { source: index, answers: new Map() };
    }
    const answers = this.findsAnyoneMemo.answers;
    const key = `${query}\u0000${district}`;
    let finds = answers.get(key);
    if (finds === undefined) {
      finds = findsAnyone(index, {
        ...(query === '' ? {} : { query }),
        ...(district === '' ? {} : { district: district.split(', ') }),
      });
      if (answers.size >= FINDS_ANYONE_REMEMBERED) answers.clear();
      answers.set(key, finds);
    }
    return finds;
  }

  /**
   * Whether the id is an active healer's, from the directory held in memory: a known id costs
   * nothing; an id not in it asks for the directory's version once (a healer added a moment ago).
   */
  private async isPublicHealer(id: string): Promise<boolean> {
    if (this.knownIds?.ids.has(id)) return true;
    const index = await this.app.directory.current();
    if (this.knownIds?.source !== index) {
      this.knownIds = { source: index, ids: new Set(index.healers.map((healer) => healer.id)) };
    }
    return this.knownIds.ids.has(id);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    insights: Insights;
  }
}

/** Decorates `app.insights`; flushes every 5 s and once more when the app closes. */
export const insightsPlugin = fp(
  async (app) => {
    const insights = new Insights(app);
    app.decorate('insights', insights);
    const registers = [app.metrics.registry];
    new Gauge({
      name: 'healers_insight_events_dropped',
      help: 'Events not counted since start because too many distinct keys waited to be written (the database away)',
      registers,
      collect() {
        this.set(insights.counter.dropped);
      },
    });
    new Gauge({
      name: 'healers_insight_pending_keys',
      help: 'Distinct insight counts waiting to be written (at most 200,000)',
      registers,
      collect() {
        this.set(insights.counter.pending);
      },
    });
    const timer = setInterval(() => {
      insights.counter.flush().catch((error) => app.log.error({ err: error }, 'insights flush'));
    }, FLUSH_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await insights.counter.flush();
    });
  },
  { name: 'insights', dependencies: ['public-cache', 'metrics'] },
);
