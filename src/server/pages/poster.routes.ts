import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UiLanguage } from '../../shared/constants/ui-languages.js';
import { displayNameIn } from '../../shared/domain/localised-format.js';
import { healerPosterPath } from '../../shared/pages/pages.js';
import { posterTexts } from '../../shared/pages/poster-texts.js';
import type { Healer } from '../../shared/schemas/healer.js';
import { findActiveHealer } from '../services/healers.js';
import {
  POSTER_ASSETS,
  POSTER_SIZES,
  type PosterContext,
  type PosterLanguages,
  type PosterPage,
  type PosterSize,
  posterArticle,
  posterDocument,
  posterMessage,
  posterToolbar,
} from './poster.js';
import { POSTER_CSS, POSTER_PAGE_CSS, POSTER_SCRIPT } from './poster-style.js';

const HTML = 'text/html; charset=utf-8';
const DAY_SECONDS = 24 * 60 * 60;

/** `?size=a6` for the card, `?lang=en|ml` for one language (both side by side without it). */
export const posterQuerySchema = z.object({
  size: z.enum(POSTER_SIZES).optional().describe('a4 (the default) or a6, the card'),
  lang: z
    .enum(['en', 'ml'])
    .optional()
    .describe('One language; without it Malayalam and English side by side'),
});

const htmlPage = z.string().describe('A printable HTML page');

/** The document's own language: the one shown, or Malayalam (first on a two-language poster). */
function documentLanguage(languages: PosterLanguages): UiLanguage {
  return languages === 'both' ? 'ml' : languages;
}

/** The context of a request's posters, or undefined when PUBLIC_URL is not set. */
export function posterContext(
  app: FastifyInstance,
  query: z.infer<typeof posterQuerySchema>,
): PosterContext | undefined {
  const origin = app.env.PUBLIC_URL;
  if (!origin) return undefined;
  return {
    origin: origin.replace(/\/+$/, ''),
    languages: query.lang ?? 'both',
    size: query.size ?? 'a4',
    today: app.clinicToday(),
    countryCode: app.env.COUNTRY_CODE,
  };
}

/**
 * Without PUBLIC_URL a code would have to name the address the request came by, which the
 * caller chooses and a printed sheet keeps for years: the page says what is missing instead.
 */
export function needsPublicUrlPage(
  query: z.infer<typeof posterQuerySchema>,
  size: PosterSize = query.size ?? 'a4',
): PosterPage {
  const languages = query.lang ?? 'both';
  return {
    title: posterTexts[documentLanguage(languages)].needsPublicUrl,
    language: documentLanguage(languages),
    size,
    body: posterMessage(languages, (language) => posterTexts[language].needsPublicUrl),
  };
}

/** The sheets of `healers`, one <article> each, as one printable document. */
export async function postersPage(
  healers: readonly Healer[],
  context: PosterContext,
  title: string,
  toolbar: string,
): Promise<PosterPage> {
  const articles: string[] = [];
  for (const healer of healers) articles.push(await posterArticle(healer, context));
  return {
    title,
    language: documentLanguage(context.languages),
    size: context.size,
    body: articles.join('\n'),
    toolbar,
  };
}

export function sendPosterPage(reply: FastifyReply, page: PosterPage, status = 200) {
  return (
    reply
      .code(status)
      .header('content-type', HTML)
      // Drawn from the live listing on each request: a poster printed now says what is listed now.
      .header('cache-control', 'no-store')
      .send(posterDocument(page))
  );
}

/** The font's files, from the package the client's stylesheet takes them from. */
const FONT_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-malayalam/LICENSE')),
  'files',
);

/**
 * `/healer/{id}/poster`: a healer's printable poster (A4) or card (A6) from the live listing,
 * with its stylesheet, print script and Malayalam font (decision 060).
 */
export const posterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healer/:id/poster',
    {
      schema: {
        // A page for people, like the profile page it prints: not an operation of the API
        // document, whose 4xx replies are all the JSON error reply (decisions 059, 060).
        hide: true,
        tags: ['public'],
        operationId: 'getHealerPoster',
        summary: 'A healer’s printable poster or card',
        description:
          'One printed page (A4, or A6 with `size=a6`) of an active healer: name with titles, photo, specialty, weekly hours, languages, the verification month when verified, and two QR codes drawn as SVG: the profile at PUBLIC_URL and a WhatsApp booking message. Malayalam and English side by side, or one with `lang`. Without PUBLIC_URL the page says it needs one. 404 (an HTML page) for a missing or inactive healer.',
        params: z.object({ id: z.string().min(1).max(200) }),
        querystring: posterQuerySchema,
        produces: ['text/html'],
        response: {
          200: htmlPage,
          400: z.string().describe('An HTML page naming the sizes and languages there are'),
          404: z.string().describe('An HTML page: the healer is not on the list'),
        },
      },
      // A malformed size or language is a page too: the caller is a browser, not a client.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        return sendPosterPage(
          reply,
          {
            title: posterTexts.ml.badChoice,
            language: 'ml',
            size: 'a4',
            body: posterMessage('both', (shown) => posterTexts[shown].badChoice),
          },
          400,
        );
      }
      const { query } = request;
      const languages = query.lang ?? 'both';
      const language = documentLanguage(languages);
      const healer = await findActiveHealer(app.db, request.params.id, app.clinicToday());
      if (!healer) {
        return sendPosterPage(
          reply,
          {
            title: posterTexts[language].notFound,
            language,
            size: query.size ?? 'a4',
            body: posterMessage(languages, (shown) => posterTexts[shown].notFound),
          },
          404,
        );
      }
      const context = posterContext(app, query);
      if (!context) return sendPosterPage(reply, needsPublicUrlPage(query));
      const title = posterTexts[language].title.replace(
        '{name}',
        displayNameIn(healer.titles, healer.name, language),
      );
      const path = healerPosterPath(healer.id);
      const page = await postersPage([healer], context, title, posterToolbar(path, context));
      return sendPosterPage(reply, page);
    },
  );

  const asset = (path: string, summary: string, type: string) =>
    ({
      schema: {
        hide: true,
        tags: ['public'],
        operationId: `getPoster${summary.replace(/\W+/g, '')}`,
        summary: `The poster’s ${summary}`,
        produces: [type],
        response: { 200: z.string().describe(summary) },
      },
      path,
    }) as const;

  const css = asset(POSTER_ASSETS.css, 'stylesheet', 'text/css');
  app.get(css.path, { schema: css.schema }, async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(POSTER_CSS),
  );
  for (const size of POSTER_SIZES) {
    const sheet = asset(POSTER_ASSETS.page(size), `${size.toUpperCase()} page size`, 'text/css');
    app.get(sheet.path, { schema: sheet.schema }, async (_request, reply) =>
      reply
        .header('content-type', 'text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(POSTER_PAGE_CSS[size]),
    );
  }
  const script = asset(POSTER_ASSETS.script, 'print script', 'text/javascript');
  app.get(script.path, { schema: script.schema }, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(POSTER_SCRIPT),
  );
  for (const weight of [400, 700] as const) {
    const font = asset(POSTER_ASSETS.font(weight), `Malayalam font ${weight}`, 'font/woff2');
    app.get(font.path, { schema: font.schema }, async (_request, reply) =>
      reply
        .header('content-type', 'font/woff2')
        .header('cache-control', `public, max-age=${DAY_SECONDS}`)
        .send(
          createReadStream(
            join(FONT_DIR, `noto-sans-malayalam-malayalam-${weight}-normal.woff2`),
          ) as unknown as string,
        ),
    );
  }
};
