/**
 * The photo-services double as a process, for end-to-end runs: listens on
 * 127.0.0.1:PICTURE_DOUBLE_PORT (or a free port) and prints its address;
 * GET /health answers when it is ready. Point the app server at it with
 * PICTURE_SOURCES=openverse,wikimedia and OPENVERSE_BASE_URL /
 * WIKIMEDIA_BASE_URL set to that address (and PEXELS_*, UNSPLASH_*,
 * PIXABAY_* with the double's test keys, see picture-sources.ts).
 */
import { startPictureSourcesDouble } from './picture-sources';

const port = Number(process.env.PICTURE_DOUBLE_PORT ?? 0);
void startPictureSourcesDouble({ port }).then((double) => {
  console.log(`picture sources double at ${double.url}`);
  const stop = () => void double.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
