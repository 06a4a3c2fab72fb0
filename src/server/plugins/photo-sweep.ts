import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepAbandonedPhotos } from '../services/photo-lifecycle.js';
import { logDatabaseError } from './database-outage.js';

/** How often each instance looks for uploads that were never saved (the sweep is idempotent). */
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes abandoned uploads (decision 004) when the server is ready and then every six hours.
 * A failed sweep is logged and tried again next time; it never stops the server.
 */
async function photoSweepPlugin(app: FastifyInstance): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const sweep = () => {
    running ??= sweepAbandonedPhotos(app.db)
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'abandoned photo uploads deleted');
      })
      .catch((err: unknown) => logDatabaseError(app, err, 'abandoned photo sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // The database closes after the app: let a sweep under way finish first.
    await running;
  });
}

export default fp(photoSweepPlugin, { name: 'photo-sweep' });
