/*
 * The answers index.html's inline script asked for as the page started (docs/performance.md, "The
 * first answers start with the page"): on a phone's network the first screen's data then comes
 * beside the scripts rather than after them. The API client takes each one for its first call of
 * that path, if the session is still the one it was asked with; anything else goes to the network
 * as before.
 */

/** What the inline script leaves on `window`: the token it used, when, and the answers by API path. */
export type EarlyAnswers = {
  token: string;
  at: number;
  answers: Record<string, Promise<Response> | undefined>;
};

declare global {
  interface Window {
    podryadEarly?: EarlyAnswers;
  }
}

/** An early answer older than this is not used: the screen asks again. */
export const EARLY_ANSWER_MS = 10_000;

/**
 * The early answer to GET `path` for this token, once: a second call of the path, another token
 * (signed out or in since) or a late call goes to the network.
 */
export function takeEarlyAnswer(path: string, token: string | null): Promise<Response> | null {
  const early = window.podryadEarly;
  const answer = early?.answers[path];
  if (!early || !answer) return null;
  delete early.answers[path];
  if (early.token !== token || Date.now() - early.at > EARLY_ANSWER_MS) return null;
  return answer;
}
