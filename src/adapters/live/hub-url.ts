import { Data } from 'effect';

/** The hub URL cannot be used from a worker: it must be absolute http(s) (docs/live-hub.md). */
export class InvalidHubUrl extends Data.TaggedError('InvalidHubUrl')<{
  readonly hubUrl: string;
  readonly reason: string;
}> {}

/**
 * Inside a Web Worker the SignalR client has no document to resolve a relative URL against, and
 * it only accepts http(s) (it derives the ws(s) address itself).
 */
export const checkHubUrl = (hubUrl: string): string | InvalidHubUrl => {
  let url: URL;
  try {
    url = new URL(hubUrl);
  } catch {
    return new InvalidHubUrl({ hubUrl, reason: 'not an absolute URL' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return new InvalidHubUrl({ hubUrl, reason: `${url.protocol} is not http(s)` });
  }
  return url.href;
};
