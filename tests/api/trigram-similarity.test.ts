import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import {
  similarity,
  TrigramDictionary,
  TrigramQuery,
  WORD_SIMILARITY_THRESHOLD,
  wordSimilar,
  wordSimilarity,
} from '../../src/server/directory/trigrams.js';
import { openTestDatabase } from '../helpers/test-app.js';

// The in-memory search (decision 026) ranks and matches with a port of pg_trgm. These compare it
// with the database's own functions on the kinds of text the directory searches, so the search
// keeps the results and the order it had when it ran in SQL.

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.database.db;
  drop = async () => {
    await opened.database.close();
    await opened.drop();
  };
});

afterAll(() => drop());

const TEXTS = [
  'anil kumar acupuncture cupping pain relief sree nilayam mg road karunagappally kollam 690518',
  'anand kumar acupressure foot reflexology kazhakoottam thiruvananthapuram',
  'lakshmi nair pain management acupuncture diet counselling sree nilayam kochi ernakulam',
  'fathima beevi acupuncture vadakara kozhikode',
  'joseph thomas sujok therapy cherthala alappuzha',
  "dr. k. p. o'brien-menon acupuncture, cupping (pain) kottayam 686001",
  'sreeja s acupuncture acupuncture acupuncture thrissur',
  'a b c',
  'anil',
  'kumar anil kumar anilkumar',
  'muhammed ashraf k acupuncture nadapuram kozhikode',
  'english, malayalam, tamil',
  '',
];

const QUERIES = [
  'anil',
  'anl',
  'anl kumar',
  'anil kumar',
  'kumar anil',
  'acupunture',
  'acupuncture',
  'accupuncture',
  'kolam',
  'kollam',
  'quilon',
  'sreja',
  'nilayam',
  'mg road',
  'obrien',
  'menon kottayam',
  'pain relief kollam',
  'ab',
  'a',
  '6905',
  'malayalm',
  'muhamed',
  'xyz',
  'kochi ernakulam',
];

type Row = {
  q: string;
  t: string;
  ws: number;
  sim: number;
  close: boolean;
};

describe('pg_trgm in process', () => {
  it('gives the database’s word_similarity, similarity and <% for every pair', async () => {
    const { rows } = await db.execute<Row>(sql`
      select q, t, word_similarity(q, t) as ws, similarity(q, t) as sim, q <% t as close
      from unnest(${sql.param(QUERIES)}::text[]) as q, unnest(${sql.param(TEXTS)}::text[]) as t`);
    expect(rows).toHaveLength(QUERIES.length * TEXTS.length);
    const mismatches: string[] = [];
    const dictionary = new TrigramDictionary();
    for (const row of rows) {
      // As in the directory: the texts are numbered before a search term is read against them.
      const text = dictionary.sequence(row.t);
      const query = new TrigramQuery(row.q, dictionary);
      const ws = wordSimilarity(query, text);
      const sim = similarity(dictionary.set(row.q), dictionary.set(row.t));
      const close = wordSimilar(query, text);
      if (ws !== Math.fround(Number(row.ws))) mismatches.push(`ws(${row.q}, ${row.t})`);
      if (sim !== Math.fround(Number(row.sim))) mismatches.push(`sim(${row.q}, ${row.t})`);
      if (close !== row.close) mismatches.push(`<%(${row.q}, ${row.t})`);
    }
    expect(mismatches).toEqual([]);
    // The pairs cover both sides of the threshold.
    expect(rows.filter((row) => row.close).length).toBeGreaterThan(20);
    expect(rows.filter((row) => !row.close).length).toBeGreaterThan(20);
  });

  it('uses the database’s threshold', async () => {
    const { rows } = await db.execute<{ limit: string }>(
      sql`select current_setting('pg_trgm.word_similarity_threshold') as limit`,
    );
    expect(Math.fround(Number(rows[0]?.limit))).toBe(WORD_SIMILARITY_THRESHOLD);
  });

  it('reads a search term without adding its unseen trigrams to the dictionary', () => {
    const dictionary = new TrigramDictionary();
    const text = dictionary.sequence('anil kumar');
    const before = dictionary.size;
    const query = new TrigramQuery('zqxv wkjq anil', dictionary);
    // Unseen trigrams still count in the term's size (pg_trgm's), and match nothing.
    expect(query.set).toHaveLength(3 * 5);
    expect(dictionary.size).toBe(before);
    expect(wordSimilarity(query, text)).toBe(Math.fround(5 / 15));
  });
});
