import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isbot } from 'isbot';
import { DISTRICTS } from '../../shared/constants/districts.js';
import {
  HEALER_EVENT_FIELDS,
  INSIGHT_LIMITS,
  type InsightEventType,
} from '../../shared/constants/insights.js';
import { todayDate } from '../../shared/domain/zoned-time.js';
import type { InsightEvent } from '../../shared/schemas/insights.js';
import { clientKey } from '../plugins/rate-limit.js';
import { SearchLimiter } from '../plugins/search-limit.js';
import { EventCounter } from './event-counter.js';

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
  | 'empty-search-without-words';

/**
 * Events in, counts out (DESIGN §10.5, decision 052): bots by their User-Agent (isbot's list),
 * more than 60 a minute from one client address, an unknown type or a healer not in the public
 * directory are dropped; the rest are counted by day in TIME_ZONE and written every 5 s.
 * The client address is used for the throttle only, in memory, and never stored.
 */
export class Insights {
  readonly counter: EventCounter;
  private readonly limiter: SearchLimiter;
  private knownIds: { source: unknown; ids: Set<string> } | undefined;

  constructor(
    private readonly app: FastifyInstance,
    now: () => number = () => Date.now(),
  ) {
    this.counter = new EventCounter(app.db, app.log);
    this.limiter = new SearchLimiter(INSIGHT_LIMITS.eventsPerMinute, now);
  }

  async record(request: FastifyRequest, event: InsightEvent): Promise<EventOutcome> {
    const agent = request.headers['user-agent'];
    // A browser always names itself; no User-Agent at all is a script.
    if (!agent || isbot(agent)) return 'bot';
    if (this.limiter.take(clientKey(request.ip)) > 0) return 'throttled';
    const day = todayDate(new Date(), this.app.env.TIME_ZONE);
    const type = event.type as InsightEventType;
    if (type === 'search-empty') {
      const query = normaliseEmptyQuery(event.query);
      const district = normaliseEmptyDistrict(event.district);
      if (query === '' && district === '') return 'empty-search-without-words';
      this.counter.countEmptySearch(day, query, district);
      return 'counted';
    }
    if (!Object.hasOwn(HEALER_EVENT_FIELDS, type)) return 'unknown-type';
    if (!event.healerId || !(await this.isPublicHealer(event.healerId))) return 'unknown-healer';
    this.counter.countHealerEvent(day, event.healerId, type);
    return 'counted';
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
    const timer = setInterval(() => {
      insights.counter.flush().catch((error) => app.log.error({ err: error }, 'insights flush'));
    }, FLUSH_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await insights.counter.flush();
    });
  },
  { name: 'insights', dependencies: ['public-cache'] },
);
